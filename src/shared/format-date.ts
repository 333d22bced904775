/*
 * Argentina keeps UTC−3 all year (no daylight saving since 2009), so its calendar day is the UTC
 * day three hours earlier. Computed by hand rather than with Intl.DateTimeFormat for the same
 * reason as `money.ts`: a page's first use of Intl costs ~25 ms of main thread while it draws.
 * `format-date.test.ts` checks it against Intl with the Buenos Aires zone.
 */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date as dd/mm/yyyy in Argentine time; an empty string when the value is not a date. */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const argentine = new Date(date.getTime() + ARGENTINA_OFFSET_MS);
  const day = twoDigits(argentine.getUTCDate());
  const month = twoDigits(argentine.getUTCMonth() + 1);
  return `${day}/${month}/${argentine.getUTCFullYear()}`;
}

/** A calendar date without time ('2026-12-02', as ARCA's due dates) as dd/mm/yyyy. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
