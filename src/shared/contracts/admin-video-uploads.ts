import { z } from 'zod';
import { defineRoute } from './define-route';

/*
 * The resumable upload of a video, in the tus protocol (https://tus.io/protocols/resumable-upload,
 * version 1.0.0, with its creation and termination extensions). The bodies and most answers
 * are the protocol's headers, not JSON: a refusal answers `{ message, errors? }` as every route
 * does. The upload's id is the id of the video it becomes: the final PATCH (and a HEAD of a
 * finished upload) answers it in the header `Video-Id` too (`VIDEO_ID_HEADER`).
 */

const UploadParams = z.object({ uploadId: z.uuid({ error: 'La subida no es válida.' }) });

/**
 * Creates an upload: `Upload-Length` (at most 2 GB) and `Upload-Metadata` with the file's
 * `filename`; answers 201 with its address in `Location`.
 */
export const createVideoUpload = defineRoute({
  method: 'POST',
  path: '/admin/videos/uploads',
  response: { 201: z.null() },
});

/**
 * Sends the bytes from `Upload-Offset` on (`application/offset+octet-stream`); answers 204 with
 * the new offset. When the last byte arrives the video is kept and its transcode queued; the
 * answer then carries `Video-Id`. (`HEAD` on the same address answers where the upload stands.)
 */
export const sendVideoUpload = defineRoute({
  method: 'PATCH',
  path: '/admin/videos/uploads/:uploadId',
  params: UploadParams,
  response: { 204: z.null() },
});

/** Drops an unfinished upload ('Cancelar'): its bytes are removed at once. */
export const cancelVideoUpload = defineRoute({
  method: 'DELETE',
  path: '/admin/videos/uploads/:uploadId',
  params: UploadParams,
  response: { 204: z.null() },
});
