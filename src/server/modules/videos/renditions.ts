import type { VideoRendition } from '../../../shared/videos';

/** One quality a video is transcoded to: its frame height and its video bit rate. */
export type Rendition = { name: VideoRendition; height: number; videoKbps: number };

const LADDER: Rendition[] = [
  { name: '360p', height: 360, videoKbps: 800 },
  { name: '720p', height: 720, videoKbps: 2800 },
  { name: '1080p', height: 1080, videoKbps: 5000 },
];

export const AUDIO_KBPS = 128;

const even = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/**
 * The qualities of a source `sourceHeight` tall: every step of the ladder it reaches, never
 * one taller (upscaling adds bytes, not detail). A source shorter than 360p keeps its height.
 */
export function renditionsFor(sourceHeight: number): Rendition[] {
  const reached = LADDER.filter((rendition) => rendition.height <= sourceHeight);
  return reached.length > 0 ? reached : [{ ...LADDER[0]!, height: even(sourceHeight) }];
}

/** The frame width at `height`, keeping the source's shape (even, as H.264 needs). */
export const widthAt = (source: { width: number; height: number }, height: number) =>
  even((source.width * height) / source.height);

/** The master playlist: one entry per quality, each pointing at its own media playlist. */
export function masterPlaylist(
  source: { width: number; height: number },
  renditions: Rendition[],
): string {
  const entries = renditions.flatMap((rendition) => [
    `#EXT-X-STREAM-INF:BANDWIDTH=${(rendition.videoKbps + AUDIO_KBPS) * 1000},RESOLUTION=${widthAt(source, rendition.height)}x${rendition.height}`,
    `${rendition.name}/index.m3u8`,
  ]);
  return ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', ...entries, ''].join('\n');
}
