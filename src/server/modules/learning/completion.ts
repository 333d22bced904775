import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseModules, courseUnits, moduleProgress } from '../../db/schema';
import { passedAllQuizzes } from './quiz-standing';

/**
 * The one rule of when a student has completed a course: it has modules, every one of them is
 * done and every evaluation is passed. Read inside the caller's transaction, so it sees the
 * progress just written.
 */
export async function isCourseComplete(db: Db, userId: string, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({
      modules: sql<number>`count(${courseModules.id})`.mapWith(Number),
      done: sql<number>`count(${moduleProgress.moduleId})`.mapWith(Number),
    })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseUnits.id, courseModules.unitId))
    .leftJoin(
      moduleProgress,
      and(eq(moduleProgress.moduleId, courseModules.id), eq(moduleProgress.userId, userId)),
    )
    .where(eq(courseUnits.courseId, courseId));
  if (row === undefined || row.modules === 0 || row.done !== row.modules) return false;
  return passedAllQuizzes(db, userId, courseId);
}

/** The course's length in minutes: its modules' durations added up. */
export async function courseMinutes(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({
      minutes: sql<number>`coalesce(sum(${courseModules.durationMinutes}), 0)`.mapWith(Number),
    })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseUnits.id, courseModules.unitId))
    .where(eq(courseUnits.courseId, courseId));
  return row?.minutes ?? 0;
}
