import type { DropOff } from '../../../shared/responses/videos';

/** A lesson's length is cut into this many equal stretches: tenths. */
export const DROP_OFF_BUCKETS = 10;

/**
 * Where students who did not finish a lesson stopped: their last positions (in seconds) counted
 * in ten equal stretches of its length, 0–10 % to 90–100 %. A position at or past the end is in
 * the last stretch, one before the start in the first. An unknown length (null, zero) places
 * nobody.
 */
export function dropOff(positions: number[], lengthSeconds: number | null): DropOff[] {
  const students = Array.from({ length: DROP_OFF_BUCKETS }, () => 0);
  if (lengthSeconds !== null && lengthSeconds > 0) {
    for (const seconds of positions) {
      const bucket = Math.floor((seconds / lengthSeconds) * DROP_OFF_BUCKETS);
      students[Math.min(DROP_OFF_BUCKETS - 1, Math.max(0, bucket))]! += 1;
    }
  }
  const step = 100 / DROP_OFF_BUCKETS;
  return students.map((count, index) => ({
    fromPercent: index * step,
    toPercent: (index + 1) * step,
    students: count,
  }));
}

/** Completions per play in whole percent (never above 100); null when nobody played. */
export const completionRate = (completions: number, plays: number): number | null =>
  plays > 0 ? Math.min(100, Math.round((completions / plays) * 100)) : null;
