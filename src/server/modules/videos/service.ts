import type { Video } from '../../../shared/responses/videos';
import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { findVideo, listVideos, type VideoRow } from './video-store';

/** A video as the panel sees it: its facts once known, never its key nor its files. */
function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    ...(row.durationSeconds !== null ? { durationSeconds: row.durationSeconds } : {}),
    ...(row.renditions ? { renditions: row.renditions } : {}),
    ...(row.error ? { error: row.error } : {}),
  };
}

export async function videoForPanel(ctx: ServiceContext, id: string): Promise<Video> {
  const row = await findVideo(ctx.db, id);
  if (!row) throw notFound('No encontramos ese video.');
  return toVideo(row);
}

/** Every video, newest first. */
export async function videosForPanel(ctx: ServiceContext): Promise<Video[]> {
  return (await listVideos(ctx.db)).map(toVideo);
}
