import { eq } from 'drizzle-orm';
import { hostedVideoReference } from '../../../shared/video-source';
import { moduleMinutesOf } from '../../../shared/video-uploads';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { courseMaterials, courseModules } from '../../db/schema';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import { replaceLessonFile } from '../courses/lesson-file-replacement';
import type { VideoRow } from './video-store';

/** A video made from a lesson file, just ready: the modules playing that file play it instead. */
export async function playInsteadOfLessonFile(
  db: Db,
  video: Pick<VideoRow, 'id' | 'lessonFile'>,
  durationSeconds: number,
): Promise<void> {
  if (!video.lessonFile) return;
  await replaceLessonFile(db, video.lessonFile, {
    reference: hostedVideoReference(video.id),
    minutes: moduleMinutesOf(durationSeconds),
  });
}

/**
 * After its modules moved to the video: the course pages are rebuilt, and the file goes from
 * storage once nothing plays or offers it (its copy stays as the video's upload), so no
 * owner can download the lesson any longer.
 */
export async function retireLessonFile(ctx: ServiceContext, address: string): Promise<void> {
  await ctx.invalidation.publish('catalogue');
  const [module] = await ctx.db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.videoId, address))
    .limit(1);
  const [material] = await ctx.db
    .select({ id: courseMaterials.id })
    .from(courseMaterials)
    .where(eq(courseMaterials.url, address))
    .limit(1);
  if (module || material) return;
  await ctx.storage.removePrivate([address.slice(PRIVATE_FILES_PATH.length)]);
}
