// The rules of watching as the server counts it (decision 0032), without I/O: pure functions.

/** The fastest playback speed the player offers: no one watches faster than this. */
export const FASTEST_SPEED = 2;

/** The share of a video's length that, credited, counts the module as seen. */
export const SEEN_SHARE = 0.9;

/**
 * A heartbeat after a longer silence starts a new stretch and credits nothing: a player sends
 * one every 15 s while playing (a hidden tab's timers may slow to one a minute), so a longer gap
 * is a pause or a closed page, and what the position moved across it was a jump, not watching.
 */
export const SESSION_GAP_SECONDS = 120;

/** Past the lesson's end by at most this share (plus a minute) a position is clamped; beyond, refused. */
const OVERRUN_SHARE = 0.1;
const OVERRUN_SECONDS = 60;

/**
 * A lesson's length in seconds: what the player reported, never more than the module's declared
 * minutes; the declared minutes alone without a report; null when neither is known.
 */
export function lessonLength(declaredMinutes: number, reported: number | null): number | null {
  const declared = declaredMinutes > 0 ? declaredMinutes * 60 : null;
  if (reported === null || reported <= 0) return declared;
  return declared === null ? reported : Math.min(reported, declared);
}

export type Beat = { seconds: number; at: Date };

/**
 * The seconds of video a heartbeat credits: how far the position advanced since this module's
 * previous heartbeat (nothing for a jump back, nor after a silence longer than
 * SESSION_GAP_SECONDS), at most FASTEST_SPEED times the wall-clock time since the student's
 * latest heartbeat in any module (two lessons played at once share one clock), and never past
 * the lesson's length once credited in full (`credited`, `length`).
 */
export function creditFor(input: {
  previous: Beat | null;
  /** The student's latest heartbeat in any module (this one included). */
  latestAnywhere: Date | null;
  now: Beat;
  credited: number;
  length: number | null;
}): number {
  const { previous, latestAnywhere, now, credited, length } = input;
  if (!previous || !latestAnywhere) return 0;
  const sincePrevious = (now.at.getTime() - previous.at.getTime()) / 1000;
  if (sincePrevious > SESSION_GAP_SECONDS) return 0;
  const realTime = Math.max(0, (now.at.getTime() - latestAnywhere.getTime()) / 1000);
  const advanced = now.seconds - previous.seconds;
  const room = length === null ? Infinity : Math.max(0, length - credited);
  return Math.max(0, Math.min(advanced, FASTEST_SPEED * realTime, room));
}

/** Whether the credited seconds count a video module as seen; never without a known length. */
export const isWatched = (credited: number, length: number | null) =>
  length !== null && credited >= SEEN_SHARE * length;

/**
 * A position bounded by the lesson's length: kept inside it, clamped to the end when a little
 * past it (a player's last reading), null when far past it (not a position in this lesson).
 */
export function boundedPosition(seconds: number, length: number | null): number | null {
  if (length === null || seconds <= length) return seconds;
  return seconds <= length * (1 + OVERRUN_SHARE) + OVERRUN_SECONDS ? length : null;
}

export type WatchedModule = { credited: number; length: number | null };

/** The seconds credited and the video time of a course's video modules (those of known length). */
export function watchedTotals(modules: readonly WatchedModule[]): {
  credited: number;
  length: number;
} {
  let credited = 0;
  let length = 0;
  for (const module of modules) {
    if (module.length === null) continue;
    credited += Math.min(module.credited, module.length);
    length += module.length;
  }
  return { credited, length };
}
