import { and, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseModules, courseUnits, moduleProgress, modulePositions } from '../../db/schema';

/**
 * When the student started the course: their first lesson marked seen or first video position,
 * whichever came first; undefined while they have neither (the seat can still be released).
 */
export async function startedAt(
  db: Db,
  userId: string,
  courseId: number,
): Promise<Date | undefined> {
  const [[seen], [watched]] = await Promise.all([
    db
      .select({ at: min(moduleProgress.completedAt) })
      .from(moduleProgress)
      .innerJoin(courseModules, eq(moduleProgress.moduleId, courseModules.id))
      .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
      .where(and(eq(moduleProgress.userId, userId), eq(courseUnits.courseId, courseId))),
    db
      .select({ at: min(modulePositions.updatedAt) })
      .from(modulePositions)
      .where(and(eq(modulePositions.userId, userId), eq(modulePositions.courseId, courseId))),
  ]);
  const times = [seen?.at, watched?.at].filter((at): at is Date => at instanceof Date);
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : undefined;
}
