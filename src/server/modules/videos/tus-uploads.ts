import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { GENERIC_ERROR_MESSAGE, type ApiErrorBody } from '../../../shared/api-error';
import { createVideoUpload } from '../../../shared/contracts/admin-video-uploads';
import { fullPath } from '../../../shared/contracts/define-route';
import { UploadNameQuery } from '../../../shared/route-params';
import { VIDEO_ID_HEADER } from '../../../shared/video-uploads';
import { MAX_VIDEO_BYTES } from '../../../shared/videos';
import type { ServiceContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import { appErrorAnswer } from '../../http/error-handler';
import { discardUpload, uploadFolderOf } from './upload-folder';
import { storeVideo, VIDEO_TOO_LARGE } from './upload';
import { findVideo } from './video-store';

const UPLOAD_GONE = 'Esta subida ya no está: elegí el video de nuevo.';
const UPLOAD_MOVED_ON = 'La subida no coincide con lo que llegó: se retoma desde donde quedó.';
const UPLOAD_BUSY = 'La subida está en curso en otra pestaña: probá de nuevo en un momento.';
const UPLOAD_INVALID = 'La subida no es válida: elegí el video de nuevo.';

/**
 * The answer to a refused tus request, in the site's `{ message, errors? }`, by its status: the
 * protocol's own refusals come as English text (or none), and a browser shows this instead.
 */
export function uploadRefusal(status: number): ApiErrorBody {
  if (status === 413)
    return { message: VIDEO_TOO_LARGE, errors: [{ field: 'file', message: VIDEO_TOO_LARGE }] };
  if (status === 404 || status === 410) return { message: UPLOAD_GONE };
  if (status === 409) return { message: UPLOAD_MOVED_ON };
  if (status === 423) return { message: UPLOAD_BUSY };
  if (status >= 500) return { message: GENERIC_ERROR_MESSAGE };
  return { message: UPLOAD_INVALID };
}

/** The file's name the upload was created with (`filename` of `Upload-Metadata`). */
function nameOf(upload: Upload): string {
  const parsed = UploadNameQuery.shape.name.safeParse(upload.metadata?.filename ?? '');
  if (!parsed.success) {
    throw fieldError('file', parsed.error.issues[0]?.message ?? UPLOAD_INVALID);
  }
  return parsed.data;
}

/** How a finished upload stands for a HEAD after its video was kept: complete, and which video. */
export async function finishedUploadHeaders(
  ctx: ServiceContext,
  uploadId: string,
): Promise<Record<string, string> | undefined> {
  const video = await findVideo(ctx.db, uploadId);
  if (!video) return undefined;
  return {
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': String(video.sizeBytes),
    'Upload-Length': String(video.sizeBytes),
    'Cache-Control': 'no-store',
    [VIDEO_ID_HEADER]: video.id,
  };
}

/**
 * The tus server of the panel's video uploads: the bytes gather in the work folder on this
 * machine's disk, and the upload's last byte hands the file to `storeVideo`, as the raw
 * upload does, under the upload's own id. The upload's files go then, kept or refused: a fault
 * of the machine while keeping it (storage, database) also drops it, and the browser's client,
 * finding it gone, starts the upload again.
 */
export function createVideoUploadServer(ctx: ServiceContext): Server {
  const folder = uploadFolderOf(ctx.config);
  return new Server({
    path: fullPath(createVideoUpload),
    datastore: new FileStore({ directory: folder }),
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    // Same origin only: no CORS headers at all.
    allowedOrigins: [],
    namingFunction: () => randomUUID(),
    onUploadCreate: async (_request, upload) => {
      nameOf(upload);
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      try {
        const file = path.join(folder, upload.id);
        const stored = await storeVideo(ctx, {
          id: upload.id,
          file,
          name: nameOf(upload),
          sizeBytes: upload.offset,
        });
        return { headers: { [VIDEO_ID_HEADER]: stored.id } };
      } finally {
        await discardUpload(folder, upload.id);
      }
    },
    onResponseError: (_request, error) => {
      if (error instanceof AppError) {
        const { status, body } = appErrorAnswer(error);
        return { status_code: status, body: JSON.stringify(body) };
      }
      const status = 'status_code' in error ? error.status_code : 500;
      if (status >= 500) ctx.log.warn({ err: error }, 'video upload failed');
      return undefined;
    },
  });
}
