import { describe, expect, it } from 'vitest';
import { completionRate, dropOff } from './drop-off';

const counts = (positions: number[], length: number | null) =>
  dropOff(positions, length).map((bucket) => bucket.students);

describe('where students stop a lesson', () => {
  it('counts each last position in its tenth of the length', () => {
    expect(dropOff([], 100)).toEqual(
      Array.from({ length: 10 }, (_, index) => ({
        fromPercent: index * 10,
        toPercent: index * 10 + 10,
        students: 0,
      })),
    );
    expect(counts([0, 9.99, 10, 55, 59, 99.9], 100)).toEqual([2, 1, 0, 0, 0, 2, 0, 0, 0, 1]);
  });

  it('puts a position at or past the end in the last tenth, one before the start in the first', () => {
    expect(counts([100, 130, -5], 100)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it('places nobody when the length is unknown', () => {
    expect(counts([10, 20], null)).toEqual(Array(10).fill(0));
    expect(counts([10, 20], 0)).toEqual(Array(10).fill(0));
  });

  it('rates completions per play in whole percent, never above 100', () => {
    expect(completionRate(0, 0)).toBeNull();
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    // A lesson ticked before positions were saved counts as seen without a play.
    expect(completionRate(4, 3)).toBe(100);
  });
});
