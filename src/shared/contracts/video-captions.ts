import { z } from 'zod';
import { CaptionLangSchema } from '../captions';
import {
  SavedCaptionsSchema,
  SpokenSearchAnswerSchema,
  TranscriptSchema,
} from '../responses/video-captions';
import { CourseParams, itemIdParam } from '../route-params';
import { defineRoute } from './define-route';

const VideoParams = z.object({ id: z.uuid({ error: 'El video no es válido.' }) });
const LessonParams = CourseParams.extend({ moduleId: itemIdParam('La lección no es válida.') });

/**
 * Subtitles of a hosted video in one language, sent as the raw body: WebVTT (`text/vtt`) or
 * SubRip (`application/x-subrip`, `text/plain`), told apart by their content. They are stored as
 * WebVTT, replacing those of that language.
 */
export const saveCaptions = defineRoute({
  method: 'POST',
  path: '/admin/videos/:id/captions',
  params: VideoParams,
  query: z.object({ lang: CaptionLangSchema }),
  response: { 201: SavedCaptionsSchema },
});

/** Removes a hosted video's subtitles in one language (none there: nothing to do). */
export const deleteCaptions = defineRoute({
  method: 'DELETE',
  path: '/admin/videos/:id/captions/:lang',
  params: VideoParams.extend({ lang: CaptionLangSchema }),
  response: { 204: z.null() },
});

/**
 * What is said in a hosted lesson, cue by cue, for its owner (or an admin): in `lang`, else in
 * Spanish, else in the first language it has.
 */
export const lessonTranscript = defineRoute({
  method: 'GET',
  path: '/user/courses/:id/:slug/modules/:moduleId/transcript',
  params: LessonParams,
  query: z.object({ lang: CaptionLangSchema.optional() }),
  response: { 200: TranscriptSchema },
});

const SEARCH_SHORT = 'Escribí al menos 2 letras para buscar.';

/**
 * The lessons of a course where the words searched are said (in their subtitles), ignoring case
 * and accents, for its owner (or an admin).
 */
export const searchSpoken = defineRoute({
  method: 'GET',
  path: '/user/courses/:id/:slug/search',
  params: CourseParams,
  query: z.object({
    q: z
      .string({ error: SEARCH_SHORT })
      .trim()
      .min(2, SEARCH_SHORT)
      .max(100, 'La búsqueda puede tener hasta 100 caracteres.'),
  }),
  response: { 200: SpokenSearchAnswerSchema },
});
