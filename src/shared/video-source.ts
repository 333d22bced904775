import { youtubeId } from './youtube-id';

export type VideoSource =
  { kind: 'none' } | { kind: 'youtube'; id: string } | { kind: 'file'; url: string };

const MEDIA_FILE = /\.(mp4|m4v|webm|ogg|ogv|mov|m3u8)$/i;

function isMediaFile(value: string): boolean {
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return MEDIA_FILE.test(path);
}

/**
 * How to play a module's video id: nothing when empty, a file (URL or path ending in a media
 * extension), a YouTube video (bare id or YouTube address), else the text as a file address.
 */
export function videoSource(videoId: string | null | undefined): VideoSource {
  const value = (videoId ?? '').trim();
  if (value === '') return { kind: 'none' };
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
  if (text === '' || youtubeId(text) !== null) return true;
  if (text.startsWith('/') && !text.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
