import { describe, expect, it } from 'vitest';
import { formatVideoLength, formatVideoSize } from './video-format';

describe("a video's facts as the panel writes them", () => {
  it.each([
    [0, '0:00'],
    [2.02, '0:02'],
    [59.6, '1:00'],
    [192.9, '3:13'],
    [725, '12:05'],
    [3725, '1:02:05'],
  ])('a length of %s seconds as %s', (seconds, text) => {
    expect(formatVideoLength(seconds)).toBe(text);
  });

  it.each([
    [300, '1 KB'],
    [870_400, '850 KB'],
    [1_572_864, '1,5 MB'],
    [13_107_200, '12,5 MB'],
    [1_048_576_000, '1.000 MB'],
    [1_288_490_189, '1,2 GB'],
    [2 * 1024 ** 3, '2 GB'],
  ])('a size of %s bytes as %s', (bytes, text) => {
    expect(formatVideoSize(bytes)).toBe(text);
  });
});
