import { describe, expect, it } from 'vitest';
import { cueAt } from './cue-at';

describe('cueAt', () => {
  const cues = [
    { start: 0, end: 4 },
    { start: 4, end: 9.5 },
    { start: 8, end: 10 },
    { start: 65.25, end: 68 },
  ];

  it('finds the cue said at a second, the later of two that overlap', () => {
    expect(cueAt(cues, 0)).toBe(0);
    expect(cueAt(cues, 3.99)).toBe(0);
    expect(cueAt(cues, 4)).toBe(1);
    expect(cueAt(cues, 9)).toBe(2);
    expect(cueAt(cues, 9.7)).toBe(2);
    expect(cueAt(cues, 66)).toBe(3);
  });

  it('finds none between cues, after the last, or without a second', () => {
    expect(cueAt(cues, 30)).toBe(-1);
    expect(cueAt(cues, 68)).toBe(-1);
    expect(cueAt(cues, null)).toBe(-1);
    expect(cueAt([], 1)).toBe(-1);
  });
});
