import { describe, expect, it } from 'vitest';
import { coverSrcSet } from './cover-images';

describe('cover srcset', () => {
  it('lists every smaller copy and the stored cover, by width', () => {
    expect(coverSrcSet('/uploads/courses/abc_12-x.webp')).toBe(
      '/uploads/courses/320/abc_12-x.webp 320w, /uploads/courses/480/abc_12-x.webp 480w, ' +
        '/uploads/courses/720/abc_12-x.webp 720w, /uploads/courses/960/abc_12-x.webp 960w, ' +
        '/uploads/courses/abc_12-x.webp 1280w',
    );
  });

  it('has none for a picture that is not a stored cover', () => {
    for (const url of [
      'data:image/png;base64,AAAA',
      'https://otro-sitio.example/uploads/courses/a.webp',
      '/uploads/courses/a.png',
      '/uploads/courses/720/a.webp',
      '/uploads/materials/a.webp',
    ]) {
      expect(coverSrcSet(url), url).toBeUndefined();
    }
  });
});
