import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseModules } from '../../db/schema';

/**
 * Every module playing the lesson file at `fileAddress` plays the hosted video `reference`
 * instead, and lasts what the video lasts. Answers how many modules changed.
 */
export async function replaceLessonFile(
  db: Db,
  fileAddress: string,
  video: { reference: string; minutes: number },
): Promise<number> {
  const changed = await db
    .update(courseModules)
    .set({ videoId: video.reference, durationMinutes: video.minutes })
    .where(eq(courseModules.videoId, fileAddress))
    .returning({ id: courseModules.id });
  return changed.length;
}
