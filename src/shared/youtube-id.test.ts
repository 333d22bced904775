import { describe, expect, it } from 'vitest';
import { isVideoReference, videoSource } from './video-source';
import { youtubeId } from './youtube-id';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it('accepts a bare 11-character id, trimmed', () => {
    expect(youtubeId(ID)).toBe(ID);
    expect(youtubeId(`  ${ID}\n`)).toBe(ID);
    expect(youtubeId('a_b-c1234XY')).toBe('a_b-c1234XY');
  });

  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://youtu.be/${ID}?si=abc`,
    `youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}?rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
  ])('finds the id in %s', (text) => {
    expect(youtubeId(text)).toBe(ID);
  });

  it.each([
    '',
    '   ',
    null,
    undefined,
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'dQw4w9WgXc!',
    `https://vimeo.com/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UCabcdefghijk',
    '/media/clase-1.mp4',
  ])('rejects %s', (text) => {
    expect(youtubeId(text)).toBeNull();
  });
});

describe('videoSource', () => {
  it('is empty for an empty id', () => {
    expect(videoSource('')).toEqual({ kind: 'none' });
    expect(videoSource('  ')).toEqual({ kind: 'none' });
  });

  it('plays media files and paths with the HTML5 player', () => {
    expect(videoSource('/media/clase.mp4')).toEqual({ kind: 'file', url: '/media/clase.mp4' });
    expect(videoSource('https://cdn.example.com/a.webm?token=1')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/a.webm?token=1',
    });
    expect(videoSource('https://cdn.example.com/live.m3u8').kind).toBe('file');
  });

  it('plays YouTube ids and addresses with the YouTube player', () => {
    expect(videoSource(ID)).toEqual({ kind: 'youtube', id: ID });
    expect(videoSource(`https://youtu.be/${ID}`)).toEqual({ kind: 'youtube', id: ID });
  });

  it('treats anything else as a file address', () => {
    expect(videoSource('video-secreto-11')).toEqual({ kind: 'file', url: 'video-secreto-11' });
    expect(videoSource('https://videos.example.com/stream/42')).toEqual({
      kind: 'file',
      url: 'https://videos.example.com/stream/42',
    });
  });
});

describe('hosted videos', () => {
  const VIDEO = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
  it('plays `video:<id>` from the site, whatever the case of the id', () => {
    expect(videoSource(`video:${VIDEO}`)).toEqual({ kind: 'hosted', videoId: VIDEO });
    expect(videoSource(` video:${VIDEO.toUpperCase()} `)).toEqual({
      kind: 'hosted',
      videoId: VIDEO,
    });
  });

  it('takes `video:` with anything but an id as a file address, which the form refuses', () => {
    expect(videoSource('video:nada').kind).toBe('file');
    expect(isVideoReference('video:nada')).toBe(false);
    expect(isVideoReference(`video:${VIDEO}`)).toBe(true);
  });
});
