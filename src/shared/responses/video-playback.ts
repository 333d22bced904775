import { z } from 'zod';

/** One language of subtitles of a hosted lesson: its WebVTT, at an owner-only address. */
export const CaptionTrackSchema = z.object({
  lang: z.string(),
  label: z.string(),
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof CaptionTrackSchema>;

/**
 * `POST …/modules/{moduleId}/playback`: a hosted lesson opened for its owner. The addresses
 * (`hls`, the master playlist; `captions`; `poster`) carry a signed token that expires at
 * `expiresAt` (ISO 8601), and the player asks again before then; `watermark` is the text drawn
 * over the video.
 */
export const PlaybackSchema = z.object({
  hls: z.string(),
  poster: z.string(),
  captions: z.array(CaptionTrackSchema),
  watermark: z.string(),
  expiresAt: z.string(),
  durationSeconds: z.number(),
});
export type Playback = z.infer<typeof PlaybackSchema>;
