import { describe, expect, it } from 'vitest';
import { playbackFileOf } from './playback-files';

const ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

describe('the files a signed video address reaches', () => {
  it('are the playlists, segments, poster and subtitles of that video', () => {
    expect(playbackFileOf(ID, 'master.m3u8')).toEqual({
      kind: 'playlist',
      key: `videos/${ID}/hls/master.m3u8`,
    });
    expect(playbackFileOf(ID, '720p/index.m3u8')).toEqual({
      kind: 'playlist',
      key: `videos/${ID}/hls/720p/index.m3u8`,
    });
    expect(playbackFileOf(ID, '360p/segment-0012.ts')).toEqual({
      kind: 'segment',
      key: `videos/${ID}/hls/360p/segment-0012.ts`,
    });
    expect(playbackFileOf(ID, 'poster.jpg')).toEqual({
      kind: 'poster',
      key: `videos/${ID}/poster.jpg`,
    });
    expect(playbackFileOf(ID, 'captions/es.vtt')).toEqual({ kind: 'captions', lang: 'es' });
    expect(playbackFileOf(ID, 'captions/pt-br.vtt')).toEqual({ kind: 'captions', lang: 'pt-br' });
  });

  it('never reach the upload, another folder or an invented quality', () => {
    for (const path of [
      'source.mp4',
      '../source.mp4',
      '720p/../../source.mp4',
      '480p/index.m3u8',
      '720p/segment-1.ts',
      '720p/segment-0001.ts/x',
      'hls/master.m3u8',
      'captions/../../x.vtt',
      '',
    ]) {
      expect(playbackFileOf(ID, path), path).toBeNull();
    }
  });
});
