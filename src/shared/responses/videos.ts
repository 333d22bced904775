import { z } from 'zod';
import { VIDEO_RENDITIONS, VIDEO_STATUSES } from '../videos';
import { isoDate } from './common';

/** A lesson that plays a hosted video: its course and module, for the panel to link to. */
export const VideoUseSchema = z.object({
  courseId: z.number(),
  courseTitle: z.string(),
  courseSlug: z.string(),
  moduleId: z.number(),
  moduleTitle: z.string(),
});
export type VideoUse = z.infer<typeof VideoUseSchema>;

/** A hosted video as the panel sees it: never its key, never where its files are. */
export const VideoSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(VIDEO_STATUSES),
  durationSeconds: z.number().optional(),
  renditions: z.array(z.enum(VIDEO_RENDITIONS)).optional(),
  error: z.string().optional(),
  /** The upload's size in bytes. */
  sizeBytes: z.number(),
  createdAt: isoDate,
  /** The modules that play it, by course title and the module's place in the course. */
  usedBy: z.array(VideoUseSchema),
});
export type Video = z.infer<typeof VideoSchema>;

/** `POST /api/admin/videos`: the video is stored and its transcode queued. */
export const VideoUploadAnswerSchema = z.object({
  id: z.string(),
  status: z.literal('processing'),
});
export type VideoUploadAnswer = z.infer<typeof VideoUploadAnswerSchema>;

/** `GET /api/admin/videos`: every hosted video, newest first. */
export const VideosAnswerSchema = z.object({ videos: z.array(VideoSchema) });
export type VideosAnswer = z.infer<typeof VideosAnswerSchema>;

/** Students who stopped between two tenths of a lesson without finishing it. */
export const DropOffSchema = z.object({
  fromPercent: z.number(),
  toPercent: z.number(),
  students: z.number(),
});
export type DropOff = z.infer<typeof DropOffSchema>;

/** How one lesson that plays the video is watched. */
export const ModuleWatchStatsSchema = VideoUseSchema.extend({
  /** Students with a position saved on the lesson. */
  plays: z.number(),
  /** Students for whom the lesson counts as seen. */
  completions: z.number(),
  /** Completions per play, in whole percent; null before anyone played it. */
  completionRate: z.number().nullable(),
  /** Where the students who did not finish stopped: ten tenths of the video's length. */
  dropOff: z.array(DropOffSchema),
});
export type ModuleWatchStats = z.infer<typeof ModuleWatchStatsSchema>;

/** `GET /api/admin/videos/{id}/stats`: each lesson that plays the video. */
export const VideoStatsSchema = z.object({ modules: z.array(ModuleWatchStatsSchema) });
export type VideoStats = z.infer<typeof VideoStatsSchema>;
