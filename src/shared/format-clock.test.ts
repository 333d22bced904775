import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [192.9, '03:12'],
    [3725, '1:02:05'],
    [-4, '00:00'],
  ])('writes %s seconds as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
