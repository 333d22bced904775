import { z } from 'zod';
import { VIDEO_RENDITIONS, VIDEO_STATUSES } from '../videos';

/** A hosted video as the panel sees it: never its key, never where its files are. */
export const VideoSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(VIDEO_STATUSES),
  durationSeconds: z.number().optional(),
  renditions: z.array(z.enum(VIDEO_RENDITIONS)).optional(),
  error: z.string().optional(),
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
