import { describe, expect, it } from 'vitest';
import { masterPlaylist, renditionsFor } from './renditions';

const names = (height: number) => renditionsFor(height).map((rendition) => rendition.name);

describe('the qualities of a video', () => {
  it('reaches up to the source and never above it', () => {
    expect(names(360)).toEqual(['360p']);
    expect(names(719)).toEqual(['360p']);
    expect(names(720)).toEqual(['360p', '720p']);
    expect(names(1080)).toEqual(['360p', '720p', '1080p']);
    expect(names(2160)).toEqual(['360p', '720p', '1080p']);
  });

  it('keeps a source shorter than 360p at its own height', () => {
    expect(renditionsFor(241)).toEqual([expect.objectContaining({ name: '360p', height: 240 })]);
  });

  it('lists each quality in the master playlist with its size', () => {
    const master = masterPlaylist({ width: 1920, height: 1080 }, renditionsFor(720));
    expect(master.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=928000,RESOLUTION=640x360',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2928000,RESOLUTION=1280x720',
      '720p/index.m3u8',
      '',
    ]);
  });
});
