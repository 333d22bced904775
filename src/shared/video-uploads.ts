/** The header of the tus answer that names the video a finished upload became. */
export const VIDEO_ID_HEADER = 'Video-Id';

/** What the file input of 'Subir video' offers: the containers the site transcodes. */
export const VIDEO_FILE_ACCEPT = 'video/mp4,video/quicktime,video/webm,video/x-matroska,.mkv';
