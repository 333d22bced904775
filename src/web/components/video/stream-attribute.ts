/** On a rendered hosted lesson's <video>: where its playback opens (the API's path), to begin it early. */
export const STREAM_ATTRIBUTE = 'data-stream';
