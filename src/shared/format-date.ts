/*
 * Argentina keeps UTC−3 all year (no daylight saving since 2009), so its calendar day is the UTC
 * day three hours earlier. Computed by hand rather than with Intl.DateTimeFormat for the same
 * reason as `money.ts`: a page's first use of Intl costs ~25 ms of main thread while it draws.
 * `format-date.test.ts` checks it against Intl with the Buenos Aires zone.
 */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The Argentine calendar day of a moment as [dd, mm, yyyy]; undefined when it is not a date. */
function argentineDay(value: string | number | Date): [string, string, number] | undefined {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const argentine = new Date(date.getTime() + ARGENTINA_OFFSET_MS);
  return [
    twoDigits(argentine.getUTCDate()),
    twoDigits(argentine.getUTCMonth() + 1),
    argentine.getUTCFullYear(),
  ];
}

/** A date as dd/mm/yyyy in Argentine time; an empty string when the value is not a date. */
export function formatDate(value: string | number | Date): string {
  const day = argentineDay(value);
  return day ? day.join('/') : '';
}

/**
 * The last Argentine day of something that ends at a moment: a sale ending at midnight of 01/12
 * lasts until 30/11, one ending at 18:00 of 30/11 too.
 */
const lastDay = (endsAt: string | number | Date) =>
  argentineDay(new Date(new Date(endsAt).getTime() - 1));

/** That last day as dd/mm ('hasta el 30/11'). */
export function formatLastDay(endsAt: string | number | Date): string {
  const day = lastDay(endsAt);
  return day ? `${day[0]}/${day[1]}` : '';
}

/** That last day as a calendar date, yyyy-mm-dd (schema.org's `priceValidUntil`). */
export function lastCalendarDay(endsAt: string | number | Date): string {
  const day = lastDay(endsAt);
  return day ? `${day[2]}-${day[1]}-${day[0]}` : '';
}

/** A calendar date without time ('2026-12-02', as ARCA's due dates) as dd/mm/yyyy. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A moment as 'dd/mm/yyyy hh:mm' in Argentine time; an empty string when it is not a date. */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  const day = argentineDay(date);
  if (!day) return '';
  const argentine = new Date(date.getTime() + ARGENTINA_OFFSET_MS);
  return `${day.join('/')} ${twoDigits(argentine.getUTCHours())}:${twoDigits(argentine.getUTCMinutes())}`;
}
