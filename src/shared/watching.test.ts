import { describe, expect, it } from 'vitest';
import {
  boundedPosition,
  creditFor,
  isWatched,
  lessonLength,
  SESSION_GAP_SECONDS,
  watchedTotals,
} from './watching';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12) + seconds * 1000);

/** A heartbeat at wall-clock second `when` with the playhead at `position`. */
const beat = (when: number, position: number) => ({ seconds: position, at: at(when) });

describe('the seconds a heartbeat credits', () => {
  const credit = (previous: ReturnType<typeof beat> | null, now: ReturnType<typeof beat>) =>
    creditFor({ previous, latestAnywhere: previous?.at ?? null, now, credited: 0, length: 1080 });

  it('credits what the playhead advanced in real time, up to twice the time that passed', () => {
    expect(credit(beat(0, 100), beat(15, 115))).toBe(15);
    expect(credit(beat(0, 100), beat(15, 130))).toBe(30);
    // Ticks sent 66 ms apart claiming whole lessons get what 66 ms allow at 2×.
    expect(credit(beat(0, 0), beat(0.066, 1080))).toBeCloseTo(0.132);
  });

  it('credits nothing for a first heartbeat, a jump back, or a silence longer than a session gap', () => {
    expect(credit(null, beat(15, 15))).toBe(0);
    expect(credit(beat(0, 500), beat(15, 200))).toBe(0);
    expect(credit(beat(0, 100), beat(SESSION_GAP_SECONDS + 1, 1000))).toBe(0);
    expect(credit(beat(0, 100), beat(SESSION_GAP_SECONDS, 200))).toBe(100);
  });

  it('shares one clock between lessons played at once', () => {
    // Lesson A's previous heartbeat was 15 s ago, but lesson B's came 1 s ago.
    const credited = creditFor({
      previous: beat(0, 0),
      latestAnywhere: at(14),
      now: beat(15, 15),
      credited: 0,
      length: 1080,
    });
    expect(credited).toBe(2);
  });

  it('never credits past the lesson once it was credited in full', () => {
    const credited = creditFor({
      previous: beat(0, 0),
      latestAnywhere: at(0),
      now: beat(15, 15),
      credited: 1075,
      length: 1080,
    });
    expect(credited).toBe(5);
  });
});

describe("a lesson's length and when it counts as seen", () => {
  it('takes what the player reports, capped by the declared minutes; the minutes without a report', () => {
    expect(lessonLength(18, 1000)).toBe(1000);
    expect(lessonLength(18, 43_000)).toBe(1080);
    expect(lessonLength(18, null)).toBe(1080);
    expect(lessonLength(0, 5)).toBe(5);
    expect(lessonLength(0, null)).toBeNull();
  });

  it('counts a video seen at 90 % of its length, never when the length is unknown', () => {
    expect(isWatched(971, 1080)).toBe(false);
    expect(isWatched(972, 1080)).toBe(true);
    expect(isWatched(10_000, null)).toBe(false);
  });

  it('adds up a course, each lesson credited at most its length, unknown lengths left out', () => {
    expect(
      watchedTotals([
        { credited: 2000, length: 1080 },
        { credited: 100, length: 600 },
        { credited: 50, length: null },
      ]),
    ).toEqual({ credited: 1180, length: 1680 });
  });
});

describe('a position bounded by the lesson', () => {
  it('keeps one inside, clamps a small overrun to the end and refuses an absurd one', () => {
    expect(boundedPosition(500, 1080)).toBe(500);
    expect(boundedPosition(1081.5, 1080)).toBe(1080);
    expect(boundedPosition(43_000, 1080)).toBeNull();
    expect(boundedPosition(43_000, null)).toBe(43_000);
  });
});
