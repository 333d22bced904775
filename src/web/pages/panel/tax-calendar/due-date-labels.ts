import { argentineDay } from '../../../../shared/calendar-days';
import { periodWords } from '../../../../shared/tax-calendar-rules';

/** A period as the table shows it: '2026-12' → 'Diciembre 2026', '2025' → 'Año 2025'. */
export function periodLabel(period: string): string {
  const words = periodWords(period);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The digits as the import writes them, but 'Todos' for `*`. */
export const digitsLabel = (digits: string) => (digits === '*' ? 'Todos' : digits);

/** This year in Argentina. */
export const thisYear = (now = new Date()) => Number(argentineDay(now).slice(0, 4));

/**
 * The years to choose from, newest first: those kept, and `also` even without dates (this year,
 * the one chosen).
 */
export const yearChoices = (kept: readonly { year: number }[], also: readonly number[]) =>
  [...new Set([...also, ...kept.map(({ year }) => year)])].sort((a, b) => b - a);
