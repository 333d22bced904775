import { FileAnswerSchema } from '../responses/common';
import { PlaybackSchema } from '../responses/video-playback';
import { CourseParams, itemIdParam } from '../route-params';
import { defineRoute } from './define-route';

const PreviewParams = CourseParams.extend({ moduleId: itemIdParam('La lección no es válida.') });

/**
 * Opens a free preview lesson's hosted video for anyone, signed in or not: addresses signed for
 * the preview that expire within minutes, no device taken, no watermark.
 */
export const previewPlayback = defineRoute({
  method: 'POST',
  path: '/courses/:id/:slug/preview/:moduleId/playback',
  params: PreviewParams,
  response: { 200: PlaybackSchema },
});

/** A free preview lesson's own uploaded video file, with ranges, for anyone. */
export const previewFile = defineRoute({
  method: 'GET',
  path: '/courses/:id/:slug/preview/:moduleId/file',
  params: PreviewParams,
  response: { 200: FileAnswerSchema },
});
