import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseModules, courseUnits, modulePositions } from '../../db/schema';
import { lessonLength, watchedTotals } from '../../../shared/watching';
import { videoSource } from '../../../shared/video-source';

/**
 * What the server counted of a student's watching of a course (decision 0032): the seconds its
 * heartbeats credited and the video time, over the course's modules with a video. Read only:
 * the learning module writes the heartbeats.
 */
export async function courseWatching(
  db: Db,
  target: { userId: string; courseId: number },
): Promise<{ credited: number; length: number }> {
  const rows = await db
    .select({
      videoId: courseModules.videoId,
      declaredMinutes: courseModules.durationMinutes,
      credited: modulePositions.watchedSeconds,
      reported: modulePositions.reportedLength,
    })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseUnits.id, courseModules.unitId))
    .leftJoin(
      modulePositions,
      and(
        eq(modulePositions.moduleId, courseModules.id),
        eq(modulePositions.userId, sql`${target.userId}::uuid`),
      ),
    )
    .where(and(eq(courseUnits.courseId, target.courseId), ne(courseModules.videoId, '')));
  return watchedTotals(
    rows
      .filter((row) => videoSource(row.videoId).kind !== 'none')
      .map((row) => ({
        credited: row.credited ?? 0,
        length: lessonLength(row.declaredMinutes, row.reported),
      })),
  );
}
