/**
 * The lesson's video as the rest of the player page reaches it (the transcript, the search):
 * the second it is at (null before it is ready) and a jump to another.
 */
export type LessonClock = {
  seconds: () => number | null;
  seek: (seconds: number) => void;
};
