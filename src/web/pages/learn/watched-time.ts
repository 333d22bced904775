/**
 * Two readings of the playhead further apart than this are a seek, not playback (readings come
 * every quarter to whole second, at up to twice the speed).
 */
const MAX_STEP_SECONDS = 3;

/** The share of a module that, actually played, counts it as seen. */
export const WATCHED_SHARE = 0.9;

/**
 * The stretches of a video actually played, from the playhead's readings while it plays. A jump
 * (a seek) starts a new stretch without counting what was skipped; replaying counts once.
 */
export class WatchedTime {
  private spans: [number, number][] = [];
  private last: number | null = null;
  /** Whether the playhead got to its latest reading by playing (not by a seek). */
  private playing = false;

  /** A reading of the playhead while the video plays. */
  observe(seconds: number): void {
    const step = this.last === null ? Number.NaN : seconds - this.last;
    // The same reading twice (the end, reported as a last reading and as the end) says nothing new.
    if (step === 0) return;
    this.playing = step > 0 && step <= MAX_STEP_SECONDS;
    if (this.playing) this.add(this.last!, seconds);
    this.last = seconds;
  }

  /** A seek or a pause: the next reading starts a new stretch. */
  interrupt(): void {
    this.last = null;
    this.playing = false;
  }

  /** The seconds played, each counted once. */
  seconds(): number {
    return this.spans.reduce((total, [start, end]) => total + end - start, 0);
  }

  /**
   * Whether the module counts as seen: ~90 % of it played, or it played into its end (an end
   * reached by seeking there does not count).
   */
  isSeen(duration: number, ended = false): boolean {
    if (ended && this.playing) return true;
    return duration > 0 && this.seconds() >= WATCHED_SHARE * duration;
  }

  private add(start: number, end: number): void {
    const spans = [...this.spans, [start, end] as [number, number]].sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const span of spans) {
      const previous = merged.at(-1);
      if (previous && span[0] <= previous[1]) previous[1] = Math.max(previous[1], span[1]);
      else merged.push([...span]);
    }
    this.spans = merged;
  }
}
