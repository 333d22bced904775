/*
 * Argentine calendar days ('YYYY-MM-DD') as plain arithmetic. Argentina keeps UTC−3 all year
 * (no daylight saving since 2009), so an Argentine day begins at 03:00 UTC, every day.
 */

const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Argentine calendar day of an instant, 'YYYY-MM-DD'. */
export const argentineDay = (instant: Date): string =>
  new Date(instant.getTime() - OFFSET_MS).toISOString().slice(0, 10);

/** Midnight UTC of a 'YYYY-MM-DD', the day's number on a line of days. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** The day of a day's number. */
export const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The number of days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) => dayOfNumber(dayNumber(day) + count);

/** The days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) days.push(dayOfNumber(day));
  return days;
}

const ARGENTINA_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The same Argentine wall-clock moment a month later; the 31st becomes the month's last day
 * (31/01 → 28/02), as a monthly charge does.
 */
export function addMonth(instant: Date): Date {
  const local = new Date(instant.getTime() - ARGENTINA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  local.setUTCFullYear(year, month, Math.min(local.getUTCDate(), lastDay));
  return new Date(local.getTime() + ARGENTINA_OFFSET_MS);
}
