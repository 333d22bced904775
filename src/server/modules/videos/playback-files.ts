import { VIDEO_RENDITIONS } from '../../../shared/videos';

/** A file of a hosted video, as its signed address names it. */
export type PlaybackFile =
  | { kind: 'playlist'; key: string }
  | { kind: 'segment'; key: string }
  | { kind: 'poster'; key: string }
  | { kind: 'captions'; lang: string };

const QUALITY = VIDEO_RENDITIONS.join('|');
const MEDIA = new RegExp(`^(${QUALITY})/(index\\.m3u8|segment-\\d{4,6}\\.ts)$`);
const CAPTIONS = /^captions\/([a-z]{2,3}(?:-[a-z0-9]{2,8})?)\.vtt$/;

/**
 * Which stored file a path inside a video's signed address names (`master.m3u8`,
 * `720p/index.m3u8`, `720p/segment-0003.ts`, `poster.jpg`, `captions/es.vtt`); null for
 * anything else, so no address reaches the upload itself or another video's folder.
 */
export function playbackFileOf(videoId: string, path: string): PlaybackFile | null {
  const folder = `videos/${videoId}/`;
  if (path === 'master.m3u8') return { kind: 'playlist', key: `${folder}hls/master.m3u8` };
  if (path === 'poster.jpg') return { kind: 'poster', key: `${folder}poster.jpg` };
  const media = MEDIA.exec(path);
  if (media) {
    const key = `${folder}hls/${path}`;
    return media[2] === 'index.m3u8' ? { kind: 'playlist', key } : { kind: 'segment', key };
  }
  const captions = CAPTIONS.exec(path);
  return captions ? { kind: 'captions', lang: captions[1]! } : null;
}
