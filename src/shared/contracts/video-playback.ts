import { z } from 'zod';
import { FileAnswerSchema } from '../responses/common';
import { PlaybackSchema } from '../responses/video-playback';
import { CourseParams, itemIdParam } from '../route-params';
import { defineRoute } from './define-route';

const LessonParams = CourseParams.extend({ moduleId: itemIdParam('La lección no es válida.') });
const VideoId = z.uuid({ error: 'El video no es válido.' });

/**
 * Opens a hosted lesson for its owner (or an admin) on this device: signed addresses that expire
 * within minutes, and the watermark's text. A third device playing at once is refused (409).
 */
export const openPlayback = defineRoute({
  method: 'POST',
  path: '/user/courses/:id/:slug/modules/:moduleId/playback',
  params: LessonParams,
  response: { 200: PlaybackSchema },
});

/**
 * A file of a hosted video (a playlist, a segment, the poster, subtitles) at an address signed
 * for one session: `*` is its path inside the video (`master.m3u8`, `720p/segment-0003.ts`).
 */
export const videoFile = defineRoute({
  method: 'GET',
  path: '/videos/:id/t/:token/*',
  params: z.object({ id: VideoId, token: z.string().max(200), '*': z.string().max(200) }),
  response: { 200: FileAnswerSchema },
});

/** A hosted video's AES-128 key, to its owners' own sessions only; never kept by a cache. */
export const videoKey = defineRoute({
  method: 'GET',
  path: '/videos/:id/key',
  params: z.object({ id: VideoId }),
  response: { 200: FileAnswerSchema },
});
