import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runTool, type SourceFacts } from './ffmpeg';
import { AUDIO_KBPS, masterPlaylist, renditionsFor, widthAt, type Rendition } from './renditions';

/** Segment length: players start fast, and a 2-hour class stays under 1,500 segments. */
const SEGMENT_SECONDS = 5;

export type HlsTarget = {
  /** Where the outputs are written: `hls/master.m3u8`, `hls/<quality>/…`, `poster.jpg`. */
  outDir: string;
  /** Where the key file is written for ffmpeg: never inside `outDir`, which is published. */
  keyDir: string;
  /** The video's 16-byte AES-128 key. */
  key: Buffer;
  /** The address players ask for the key at, written into every media playlist. */
  keyUri: string;
};

/** ffmpeg's key info file: the key's address for the playlists, then where the key is. */
async function writeKeyInfo(target: HlsTarget): Promise<string> {
  await mkdir(target.keyDir, { recursive: true });
  const keyFile = path.join(target.keyDir, 'video.key');
  const keyInfo = path.join(target.keyDir, 'video.keyinfo');
  await writeFile(keyFile, target.key, { mode: 0o600 });
  await writeFile(keyInfo, `${target.keyUri}\n${keyFile}\n`, { mode: 0o600 });
  return keyInfo;
}

function renditionArgs(source: string, rendition: Rendition, keyInfo: string, dir: string) {
  const kbps = rendition.videoKbps;
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', source],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', `scale=-2:${rendition.height}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ...['-crf', '21', '-maxrate', `${kbps}k`, '-bufsize', `${kbps * 2}k`],
    // A key frame at every segment boundary, so every segment starts playable on its own.
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_flags', 'independent_segments', '-hls_key_info_file', keyInfo],
    ...['-hls_segment_filename', path.join(dir, 'segment-%04d.ts'), path.join(dir, 'index.m3u8')],
  ];
}

function posterArgs(source: string, facts: SourceFacts, file: string) {
  const height = Math.min(720, facts.height);
  const at = Math.min(1, facts.durationSeconds / 2);
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-ss', String(at), '-i', source],
    ...['-frames:v', '1', '-vf', `scale=${widthAt(facts, height)}:${height}`, '-q:v', '3', file],
  ];
}

/**
 * How long one quality's encoding may take before its ffmpeg is taken for hung: ten minutes, or
 * five times the video's length for a long one (a 2-core machine encodes 1080p at about real time).
 */
export const timeLimitOf = (facts: SourceFacts) =>
  Math.max(10 * 60_000, facts.durationSeconds * 5_000);

/**
 * Transcodes `source` to encrypted HLS in `target.outDir`: each quality the source reaches,
 * one after the other (a single ffmpeg per quality keeps a source without sound as simple as
 * one with it), then the master playlist and a poster frame. Answers the qualities made.
 */
export async function transcodeToHls(
  source: string,
  facts: SourceFacts,
  target: HlsTarget,
): Promise<Rendition[]> {
  const keyInfo = await writeKeyInfo(target);
  const renditions = renditionsFor(facts.height);
  for (const rendition of renditions) {
    const dir = path.join(target.outDir, 'hls', rendition.name);
    await mkdir(dir, { recursive: true });
    await runTool('ffmpeg', renditionArgs(source, rendition, keyInfo, dir), timeLimitOf(facts));
  }
  await writeFile(
    path.join(target.outDir, 'hls', 'master.m3u8'),
    masterPlaylist(facts, renditions),
  );
  await runTool('ffmpeg', posterArgs(source, facts, path.join(target.outDir, 'poster.jpg')));
  return renditions;
}
