import { z } from 'zod';
import {
  VideoSchema,
  VideosAnswerSchema,
  VideoStatsSchema,
  VideoUploadAnswerSchema,
} from '../responses/videos';
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

/**
 * Deletes a video no module plays (409 naming how many do), with its files; one still being
 * transcoded only once nobody holds it.
 */
export const deleteVideo = defineRoute({
  method: 'DELETE',
  path: '/admin/videos/:id',
  params: VideoParams,
  response: { 204: z.null() },
});

/** How each lesson that plays the video is watched: plays, completions, where students stop. */
export const videoStats = defineRoute({
  method: 'GET',
  path: '/admin/videos/:id/stats',
  params: VideoParams,
  response: { 200: VideoStatsSchema },
});
