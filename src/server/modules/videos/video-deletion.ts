import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { videos } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { VIDEO_NOT_FOUND } from './service';
import { folderOf } from './video-files';
import { usesOfVideo } from './video-usage';

export const VIDEO_PROCESSING = 'El video se está procesando: esperá a que termine.';

/** Why a video that modules play is not deleted: how many they are, and what to do. */
export const videoInUse = (modules: number) =>
  modules === 1
    ? 'Este video lo usa 1 clase: quitalo de ella antes de eliminarlo.'
    : `Este video lo usan ${modules} clases: quitalo de ellas antes de eliminarlo.`;

/**
 * Deletes a video and its files (its captions go with its row). Refused while a module plays it,
 * and while a transcode holds it: one still processing goes only once its hold ran out (or it was
 * never taken), so no live transcode writes into a folder being emptied. The row is locked while
 * it is judged: a transcode taking it meanwhile waits, then finds nothing to do.
 */
export async function deleteVideo(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [video] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    const uses = await usesOfVideo(tx, id);
    if (uses.length > 0) throw conflict(videoInUse(uses.length));
    const held = video.heldUntil !== null && video.heldUntil > ctx.now();
    if (video.status === 'processing' && held) throw conflict(VIDEO_PROCESSING);
    await tx.delete(videos).where(eq(videos.id, id));
  });
  // The files go once the row has: segments left by a failure here are noise without the key,
  // which went with the row.
  try {
    await ctx.storage.removePrivateFolder(folderOf(id));
  } catch (error) {
    ctx.log.error({ err: error, videoId: id }, 'deleted video files not removed');
  }
}
