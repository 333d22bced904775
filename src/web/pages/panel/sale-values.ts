/**
 * A price form's sale end in a datetime-local input, in Argentine time whatever the computer's
 * zone: Argentina keeps UTC−3 all year.
 */
const ARGENTINA_OFFSET = '-03:00';
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** An instant as a datetime-local input shows it in Argentine time ('2026-11-30T23:59'). */
export function argentineInput(iso: string | null): string {
  return iso ? new Date(Date.parse(iso) + ARGENTINA_OFFSET_MS).toISOString().slice(0, 16) : '';
}

/** A datetime-local value read as Argentine time, as an ISO date-time; empty stays empty. */
export function fromArgentineInput(value: string): string {
  if (!value) return '';
  return `${value.length === 16 ? `${value}:00` : value}${ARGENTINA_OFFSET}`;
}
