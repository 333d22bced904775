import { and, eq, inArray } from 'drizzle-orm';
import { hostedVideoId } from '../../../shared/video-source';
import { moduleMinutesOf } from '../../../shared/video-uploads';
import type { Db } from '../../db/client';
import { videos } from '../../db/schema';

/**
 * The length in minutes of each ready hosted video among the modules' video references
 * (`video:<id>`), by reference; a video still processing, failed or unknown is left out.
 */
export async function hostedVideoMinutes(
  db: Db,
  references: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, string>();
  for (const reference of references) {
    const id = hostedVideoId(reference);
    if (id) ids.set(id, reference);
  }
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id: videos.id, durationSeconds: videos.durationSeconds })
    .from(videos)
    .where(and(inArray(videos.id, [...ids.keys()]), eq(videos.status, 'ready')));
  const minutes = new Map<string, number>();
  for (const { id, durationSeconds } of rows) {
    if (durationSeconds !== null) minutes.set(ids.get(id)!, moduleMinutesOf(durationSeconds));
  }
  return minutes;
}
