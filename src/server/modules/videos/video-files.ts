import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../storage/file-storage';
import type { VideoContainer } from '../../../shared/videos';

/*
 * A video's files in the private area:
 *   videos/<id>/source.<ext>               the upload, as it came
 *   videos/<id>/poster.jpg                 a frame for the player to show before it starts
 *   videos/<id>/hls/master.m3u8            the qualities
 *   videos/<id>/hls/<quality>/index.m3u8   a quality's encrypted segments, segment-0000.ts…
 */

/** The folder of every file of a video, its upload included. */
export const folderOf = (videoId: string) => `videos/${videoId}/`;

export const sourceKeyOf = (videoId: string, container: VideoContainer) =>
  `${folderOf(videoId)}source.${container}`;

export const masterKeyOf = (videoId: string) => `${folderOf(videoId)}hls/master.m3u8`;

/**
 * Where a player asks for the video's key, written into its playlists; the site answers it to
 * the course's owners only.
 */
export const keyAddressOf = (videoId: string) => `/api/videos/${videoId}/key`;

/** Segments first, media playlists next, the master last: a listed playlist has its files. */
const publishOrder = (key: string) =>
  key.endsWith('/master.m3u8') ? 2 : key.endsWith('.m3u8') ? 1 : 0;

/** Stores every file a transcode wrote in `outDir` under the video's folder. */
export async function publishOutputs(
  storage: FileStorage,
  videoId: string,
  outDir: string,
): Promise<void> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort((a, b) => publishOrder(a) - publishOrder(b));
  for (const relative of files) {
    await storage.savePrivateFile(folderOf(videoId) + relative, path.join(outDir, relative));
  }
}

/** Removes what an earlier, interrupted transcode left, keeping the upload itself. */
export async function clearOutputs(
  storage: FileStorage,
  video: { id: string; sourceKey: string },
): Promise<void> {
  const left = await storage.listPrivate(folderOf(video.id));
  await storage.removePrivate(
    left.map((file) => file.key).filter((key) => key !== video.sourceKey),
  );
}
