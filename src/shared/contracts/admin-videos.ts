import { z } from 'zod';
import { VideoSchema, VideosAnswerSchema, VideoUploadAnswerSchema } from '../responses/videos';
import { UploadNameQuery } from '../route-params';
import { defineRoute } from './define-route';

const VideoParams = z.object({ id: z.uuid({ error: 'El video no es válido.' }) });

/**
 * A video sent as the raw body (any content type; its kind is read from its bytes), stored
 * privately and queued to be transcoded.
 */
export const uploadVideo = defineRoute({
  method: 'POST',
  path: '/admin/videos',
  query: UploadNameQuery,
  response: { 201: VideoUploadAnswerSchema },
});

/** Every hosted video, newest first. */
export const listAdminVideos = defineRoute({
  method: 'GET',
  path: '/admin/videos',
  response: { 200: VideosAnswerSchema },
});

/** One hosted video: where its transcode is, its length and qualities once ready. */
export const adminVideo = defineRoute({
  method: 'GET',
  path: '/admin/videos/:id',
  params: VideoParams,
  response: { 200: VideoSchema },
});
