import { describe, expect, it } from 'vitest';
import { WatchedTime } from './watched-time';

/** Readings every quarter second from `from` to `to`, as a playing video gives them. */
function play(watched: WatchedTime, from: number, to: number) {
  for (let seconds = from; seconds <= to + 1e-9; seconds += 0.25) watched.observe(seconds);
}

describe('the time a module was actually watched', () => {
  it('counts a module played to 90 % as seen, not before', () => {
    const watched = new WatchedTime();
    play(watched, 0, 80);
    expect(watched.seconds()).toBeCloseTo(80);
    expect(watched.isSeen(100)).toBe(false);
    play(watched, 80, 90);
    expect(watched.isSeen(100)).toBe(true);
  });

  it('does not count what a seek skipped, nor an end reached by seeking', () => {
    const watched = new WatchedTime();
    play(watched, 0, 10);
    watched.interrupt();
    watched.observe(100);
    expect(watched.seconds()).toBeCloseTo(10);
    expect(watched.isSeen(100, true)).toBe(false);
  });

  it('treats a jump between readings as a seek even without a seeking event', () => {
    const watched = new WatchedTime();
    play(watched, 0, 5);
    watched.observe(95);
    play(watched, 95, 100);
    expect(watched.seconds()).toBeCloseTo(10);
    expect(watched.isSeen(100)).toBe(false);
  });

  it('counts a module whose end was reached by playing, even started half-way', () => {
    const watched = new WatchedTime();
    watched.observe(50);
    play(watched, 50, 100);
    expect(watched.isSeen(100)).toBe(false);
    expect(watched.isSeen(100, true)).toBe(true);
  });

  it('keeps an end reached by playing when the end is read twice', () => {
    const watched = new WatchedTime();
    play(watched, 50, 100);
    watched.observe(100);
    expect(watched.isSeen(100, true)).toBe(true);

    const sought = new WatchedTime();
    play(sought, 0, 5);
    sought.interrupt();
    sought.observe(100);
    sought.observe(100);
    expect(sought.isSeen(100, true)).toBe(false);
  });

  it('counts a stretch played twice once', () => {
    const watched = new WatchedTime();
    play(watched, 0, 40);
    watched.interrupt();
    play(watched, 20, 60);
    expect(watched.seconds()).toBeCloseTo(60);
    play(watched, 60, 62);
    watched.observe(61);
    expect(watched.seconds()).toBeCloseTo(62);
  });

  it('sees nothing in a video without a known length', () => {
    const watched = new WatchedTime();
    play(watched, 0, 10);
    expect(watched.isSeen(0)).toBe(false);
    expect(watched.isSeen(Number.NaN)).toBe(false);
  });
});
