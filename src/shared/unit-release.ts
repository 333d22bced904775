import { addDays, argentineDay } from './calendar-days';

/**
 * When a unit opens (drip release): on an Argentine day, or a number of days after the student's
 * enrolment; neither means it opens with the enrolment. At most one of the two is set.
 */
export type ReleaseRule = { releaseAfterDays: number | null; releaseDate: string | null };

/**
 * The Argentine day ('YYYY-MM-DD') the unit opens for an enrolment made at `enrolledAt`; null
 * for a unit without a rule. A unit of N days opens at the midnight that begins the Nth day after
 * the enrolment's day, whatever its hour: the day the student is told is the whole of it.
 */
export function opensOn(rule: ReleaseRule, enrolledAt: Date): string | null {
  if (rule.releaseDate !== null) return rule.releaseDate;
  if (rule.releaseAfterDays !== null)
    return addDays(argentineDay(enrolledAt), rule.releaseAfterDays);
  return null;
}

/** The day the unit opens while it is still closed at `now`; null once it is open (or always was). */
export function lockedUntil(rule: ReleaseRule, enrolledAt: Date, now: Date): string | null {
  const day = opensOn(rule, enrolledAt);
  return day !== null && argentineDay(now) < day ? day : null;
}

/** What a closed unit says, and what the server answers for it: 'Disponible el 12/12'. */
export function availableOn(day: string): string {
  const [, month, date] = day.split('-');
  return `Disponible el ${date}/${month}`;
}
