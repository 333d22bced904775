/** The header of the tus answer that names the video a finished upload became. */
export const VIDEO_ID_HEADER = 'Video-Id';

/** What the file input of 'Subir video' offers: the containers the site transcodes. */
export const VIDEO_FILE_ACCEPT = 'video/mp4,video/quicktime,video/webm,video/x-matroska,.mkv';

/**
 * A hosted video's length as its module's duration: whole minutes, rounded up (a video of
 * 12:01 is a module of 13 minutes). The course editor shows it and the server stores it.
 */
export const moduleMinutesOf = (durationSeconds: number) => Math.ceil(durationSeconds / 60);
