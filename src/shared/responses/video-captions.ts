import { z } from 'zod';

/** `POST /api/admin/videos/{id}/captions`: the subtitles stored, in that language. */
export const SavedCaptionsSchema = z.object({
  lang: z.string(),
  /** The language's name, as the player's menu shows it ('Español', 'Inglés'). */
  label: z.string(),
  /** How many cues the file has. */
  cues: z.number(),
});
export type SavedCaptions = z.infer<typeof SavedCaptionsSchema>;

/** One cue of a transcript: from `start` to `end` (seconds into the video), what is said. */
export const TranscriptCueSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
});
export type TranscriptCue = z.infer<typeof TranscriptCueSchema>;

/** `GET …/modules/{moduleId}/transcript`: what is said in a hosted lesson, cue by cue. */
export const TranscriptSchema = z.object({
  lang: z.string(),
  cues: z.array(TranscriptCueSchema),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

/**
 * A lesson where something searched is said: the first cue saying it (`snippet`) and the second
 * it starts at (`at`).
 */
export const SpokenMatchSchema = z.object({
  moduleId: z.number(),
  snippet: z.string(),
  at: z.number(),
});
export type SpokenMatch = z.infer<typeof SpokenMatchSchema>;

/** `GET /api/user/courses/{id}/{slug}/search`: the lessons, in course order. */
export const SpokenSearchAnswerSchema = z.object({ matches: z.array(SpokenMatchSchema) });
export type SpokenSearchAnswer = z.infer<typeof SpokenSearchAnswerSchema>;
