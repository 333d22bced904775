import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { VideoUploadAnswer } from '../../../shared/responses/videos';
import { isVideoContainer, MAX_VIDEO_BYTES } from '../../../shared/videos';
import type { ServiceContext } from '../../context';
import { fieldError } from '../../errors';
import { TRANSCODE_VIDEO_JOB } from './transcode-job';
import { sourceKeyOf } from './video-files';
import { insertVideo } from './video-store';
import { withWorkFolder } from './work-folder';

export const VIDEO_TOO_LARGE = 'El video pesa más de 2 GB: elegí uno más liviano.';
export const VIDEO_WRONG_TYPE =
  'El archivo no es un video que podamos procesar: subí un MP4, MOV, WebM o MKV.';
const VIDEO_EMPTY = 'El archivo está vacío: elegí el video de nuevo.';

class TooLarge extends Error {}

/** Copies the upload to `file` as it arrives, counting: past `maxBytes` the copy stops. */
async function writeUpload(body: Readable, file: string, maxBytes: number): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
  } catch (error) {
    if (error instanceof TooLarge) throw fieldError('file', VIDEO_TOO_LARGE);
    throw error;
  }
  return size;
}

/** A video received whole in a file on this machine, its name as the administrator's computer had it. */
export type ReceivedVideo = {
  file: string;
  name: string;
  sizeBytes: number;
  /** The video's id when the way it came already chose one (the tus upload's own id). */
  id?: string;
};

/**
 * Keeps a video received in a file: its kind read from its bytes, stored in the private area
 * with a key of its own, and its transcode queued. Both ways in (the raw upload and the
 * resumable one) end here. The file stays where it is: its way in removes it.
 */
export async function storeVideo(
  ctx: ServiceContext,
  { file, name, sizeBytes, id = randomUUID() }: ReceivedVideo,
): Promise<VideoUploadAnswer> {
  if (sizeBytes === 0) throw fieldError('file', VIDEO_EMPTY);
  const container = (await fileTypeFromFile(file))?.ext;
  if (!isVideoContainer(container)) throw fieldError('file', VIDEO_WRONG_TYPE);

  const sourceKey = sourceKeyOf(id, container);
  await ctx.storage.savePrivateFile(sourceKey, file);
  const now = ctx.now();
  await insertVideo(ctx.db, {
    id,
    name,
    sourceKey,
    sizeBytes,
    encryptionKey: randomBytes(16).toString('hex'),
    createdAt: now,
    updatedAt: now,
  });
  await ctx.jobs.send(TRANSCODE_VIDEO_JOB, { videoId: id });
  return { id, status: 'processing' };
}

/**
 * Receives a video sent as the raw body of one request: streamed to a work file as it arrives
 * (never held in memory), then kept by `storeVideo`.
 */
export async function receiveVideo(
  ctx: ServiceContext,
  name: string,
  body: Readable,
): Promise<VideoUploadAnswer> {
  return withWorkFolder(ctx.config, async (folder) => {
    const file = path.join(folder, 'upload');
    const sizeBytes = await writeUpload(body, file, MAX_VIDEO_BYTES);
    return storeVideo(ctx, { file, name, sizeBytes });
  });
}
