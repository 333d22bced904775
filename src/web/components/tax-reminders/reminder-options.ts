import { DAYS_BEFORE } from '../../../shared/tax-calendar-rules';

/** The days ahead a reminder may go, as a select offers them. */
export const daysBeforeOptions = (days: readonly number[]) =>
  days.map((count) => ({
    value: String(count),
    label: count === 1 ? '1 día antes' : `${count} días antes`,
  }));

/** Every count the server takes: 1 to 15. */
export const ALL_DAYS_BEFORE = Array.from(
  { length: DAYS_BEFORE.max - DAYS_BEFORE.min + 1 },
  (_, i) => DAYS_BEFORE.min + i,
);

export const USUAL_DAYS_BEFORE = String(DAYS_BEFORE.usual);

/** The last digit of a CUIT, to choose, with nothing chosen first. */
export const DIGIT_OPTIONS = [
  { value: '', label: 'Elegí el último número' },
  ...Array.from({ length: 10 }, (_, digit) => ({ value: String(digit), label: String(digit) })),
];
