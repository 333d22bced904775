import { CAPTIONS_INVALID } from '../../../shared/captions';
import type { SavedCaptions } from '../../../shared/responses/video-captions';
import { parseCaptions, spokenText, toWebVtt } from '../../../shared/webvtt';
import type { ServiceContext } from '../../context';
import { fieldError, notFound } from '../../errors';
import { deleteCaptionsRow, upsertCaptions } from './caption-store';
import { captionLabel } from './playback';
import { findVideo } from './video-store';

export const VIDEO_NOT_FOUND = 'No encontramos ese video.';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf16le = new TextDecoder('utf-16le');
const utf16be = new TextDecoder('utf-16be');
// Subtitles saved by older Windows programs: Latin-1 with the curly quotes of Windows.
const windows1252 = new TextDecoder('windows-1252');

/**
 * A subtitles file's bytes as text: UTF-8 (a byte order mark or none), UTF-16 with its byte
 * order mark, else Windows-1252. Bytes that are no text (a NUL) are refused.
 */
export function captionFileText(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = utf16le.decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = utf16be.decode(bytes);
  else {
    try {
      text = utf8.decode(bytes);
    } catch {
      text = windows1252.decode(bytes);
    }
  }
  if (text.includes('\u0000')) throw fieldError('file', CAPTIONS_INVALID);
  return text;
}

async function existingVideo(ctx: ServiceContext, videoId: string) {
  const video = await findVideo(ctx.db, videoId);
  if (!video) throw notFound(VIDEO_NOT_FOUND);
  return video;
}

/**
 * Stores a video's subtitles in `lang` from a WebVTT or SRT file's text, as WebVTT (SRT
 * converted, markup SRT alone has left out), with what they say for the search; subtitles
 * already in that language are replaced. A file without a valid cue is refused.
 */
export async function saveCaptions(
  ctx: ServiceContext,
  target: { videoId: string; lang: string },
  file: string,
): Promise<SavedCaptions> {
  await existingVideo(ctx, target.videoId);
  const { cues } = parseCaptions(file);
  if (cues.length === 0) throw fieldError('file', CAPTIONS_INVALID);
  await upsertCaptions(
    ctx.db,
    { ...target, vtt: toWebVtt(cues), spokenText: spokenText(cues) },
    ctx.now(),
  );
  return { lang: target.lang, label: captionLabel(target.lang), cues: cues.length };
}

/** Removes a video's subtitles in `lang`; none in that language is already done. */
export async function removeCaptions(
  ctx: ServiceContext,
  target: { videoId: string; lang: string },
): Promise<void> {
  await existingVideo(ctx, target.videoId);
  await deleteCaptionsRow(ctx.db, target.videoId, target.lang);
}
