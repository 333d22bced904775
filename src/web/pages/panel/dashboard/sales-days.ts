import { revenueSummary } from '../charts/revenue-summary';
import type { SalesDay } from '../../../../shared/responses/admin';

/** '2025-11-07' → '07/11' (read from the text: the day is already an Argentine one). */
export const shortDay = (date: string) => date.split('-').reverse().slice(0, 2).join('/');

/** '2025-11-07' → '07/11/2025'. */
export const longDay = (date: string) => date.split('-').reverse().join('/');

/** What the chart shows, in words, for screen readers. */
export function salesSummary(days: SalesDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'No hay datos de ventas.';
  return revenueSummary(
    `Ingresos por día del ${longDay(first.date)} al ${longDay(last.date)}`,
    days,
    (best) => `El mejor día fue el ${longDay(best.date)}`,
  );
}
