import { youtubeId } from './youtube-id';

export type VideoSource =
  | { kind: 'none' }
  | { kind: 'youtube'; id: string }
  | { kind: 'file'; url: string }
  | { kind: 'hosted'; videoId: string };

/** How a module names a video hosted by the site: `video:<id>`. */
export const HOSTED_VIDEO_PREFIX = 'video:';

const HOSTED_VIDEO = /^video:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The hosted video's id of a module's video reference `video:<id>`, else null. */
export function hostedVideoId(reference: string | null | undefined): string | null {
  const match = HOSTED_VIDEO.exec((reference ?? '').trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** The module's video reference of a hosted video. */
export const hostedVideoReference = (videoId: string) => `${HOSTED_VIDEO_PREFIX}${videoId}`;

const MEDIA_FILE = /\.(mp4|m4v|webm|ogg|ogv|mov|m3u8)$/i;

function isMediaFile(value: string): boolean {
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return MEDIA_FILE.test(path);
}

/**
 * How to play a module's video id: nothing when empty, a video hosted by the site (`video:<id>`), a file (URL or path ending in a media
 * extension), a YouTube video (bare id or YouTube address), else the text as a file address.
 */
export function videoSource(videoId: string | null | undefined): VideoSource {
  const value = (videoId ?? '').trim();
  if (value === '') return { kind: 'none' };
  const hosted = hostedVideoId(value);
  if (hosted) return { kind: 'hosted', videoId: hosted };
  if (isMediaFile(value)) return { kind: 'file', url: value };
  const id = youtubeId(value);
  return id ? { kind: 'youtube', id } : { kind: 'file', url: value };
}

/**
 * Whether the text is something a lesson can be played from: a YouTube id or address, or a
 * media file by http(s) address or site path. An empty text (no video yet) also passes.
 */
export function isVideoReference(value: string): boolean {
  const text = value.trim();
  if (text === '' || youtubeId(text) !== null || hostedVideoId(text) !== null) return true;
  if (text.startsWith('/') && !text.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
