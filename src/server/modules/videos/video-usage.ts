import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { VideoUse } from '../../../shared/responses/videos';
import { HOSTED_VIDEO_PREFIX } from '../../../shared/video-source';
import type { Db } from '../../db/client';
import { courseModules, courses, courseUnits, videos } from '../../db/schema';

/** A module's reference of the video it plays, as `video:<id>` compares (case and spaces aside). */
const playsVideo = sql`lower(trim(${courseModules.videoId})) = ${HOSTED_VIDEO_PREFIX} || ${videos.id}::text`;

/**
 * The modules that play each hosted video (`videoId` alone, or every video), by course title
 * and the module's place in its course. Read only: the courses own these tables.
 */
export async function videoUses(db: Db, videoId?: string): Promise<Map<string, VideoUse[]>> {
  const rows = await db
    .select({
      videoId: videos.id,
      courseId: courses.id,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      moduleId: courseModules.id,
      moduleTitle: courseModules.title,
    })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseUnits.id, courseModules.unitId))
    .innerJoin(courses, eq(courses.id, courseUnits.courseId))
    .innerJoin(videos, playsVideo)
    .where(
      and(
        ilike(courseModules.videoId, `%${HOSTED_VIDEO_PREFIX}%`),
        videoId === undefined ? undefined : eq(videos.id, videoId),
      ),
    )
    .orderBy(
      asc(courses.title),
      asc(courses.id),
      asc(courseUnits.position),
      asc(courseModules.position),
    );
  const uses = new Map<string, VideoUse[]>();
  for (const { videoId: id, ...use } of rows) uses.set(id, [...(uses.get(id) ?? []), use]);
  return uses;
}

/** The modules that play one video. */
export const usesOfVideo = async (db: Db, videoId: string): Promise<VideoUse[]> =>
  (await videoUses(db, videoId)).get(videoId) ?? [];
