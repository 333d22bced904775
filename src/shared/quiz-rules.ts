/** Rules of a unit's evaluation shared by the editor, the player and the server (no zod here). */
export const DEFAULT_PASSING_SCORE = 70;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
export const MAX_QUESTIONS = 50;

/** Score of an attempt: the percent of questions answered right, rounded. */
export const quizScore = (right: number, total: number) =>
  total === 0 ? 0 : Math.round((right / total) * 100);
