type Timed = { start: number; end: number };

/**
 * The index of the cue being said at `seconds` (cues in order of their start): the last one
 * started by then, while it lasts; -1 between cues, before the first, or without a second.
 */
export function cueAt(cues: readonly Timed[], seconds: number | null | undefined): number {
  if (seconds === null || seconds === undefined) return -1;
  let current = -1;
  for (const [index, cue] of cues.entries()) {
    if (cue.start > seconds) break;
    if (seconds < cue.end) current = index;
  }
  return current;
}
