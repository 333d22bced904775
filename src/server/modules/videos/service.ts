import type { Video, VideoUse } from '../../../shared/responses/videos';
import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { findVideo, listVideos, type VideoRow } from './video-store';
import { usesOfVideo, videoUses } from './video-usage';

export const VIDEO_NOT_FOUND = 'No encontramos ese video.';

/** A video as the panel sees it: its facts once known, never its key nor its files. */
function toVideo(row: VideoRow, usedBy: VideoUse[]): Video {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    ...(row.durationSeconds !== null ? { durationSeconds: row.durationSeconds } : {}),
    ...(row.renditions ? { renditions: row.renditions } : {}),
    ...(row.error ? { error: row.error } : {}),
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    usedBy,
  };
}

export async function videoForPanel(ctx: ServiceContext, id: string): Promise<Video> {
  const row = await findVideo(ctx.db, id);
  if (!row) throw notFound(VIDEO_NOT_FOUND);
  return toVideo(row, await usesOfVideo(ctx.db, id));
}

/** Every video, newest first, with the modules that play it. */
export async function videosForPanel(ctx: ServiceContext): Promise<Video[]> {
  const [rows, uses] = await Promise.all([listVideos(ctx.db), videoUses(ctx.db)]);
  return rows.map((row) => toVideo(row, uses.get(row.id) ?? []));
}
