/** Where a hosted video is in its life: being transcoded, ready to play, or refused. */
export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** The largest video the panel uploads. */
export const MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;

/** The containers a video may come in, as its bytes say (never its name). */
export const VIDEO_CONTAINERS = ['mp4', 'mov', 'webm', 'mkv'] as const;
export type VideoContainer = (typeof VIDEO_CONTAINERS)[number];

/** Whether a file's kind (file-type's extension) is a container the transcode takes. */
export const isVideoContainer = (extension: string | undefined): extension is VideoContainer =>
  (VIDEO_CONTAINERS as readonly (string | undefined)[]).includes(extension);

/** The qualities a video is transcoded to, lowest first; one taller than the source is left out. */
export const VIDEO_RENDITIONS = ['360p', '720p', '1080p'] as const;
export type VideoRendition = (typeof VIDEO_RENDITIONS)[number];
