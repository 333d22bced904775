import { formatPrice } from '../../../../shared/money';
import { counted } from '../../../lib/plural';

type Figures = { sales: number; revenue: number };

/** One period in words, on its bar: '07/11: 2 ventas, $ 39.800,00'. */
export const periodFigures = (name: string, { sales, revenue }: Figures) =>
  `${name}: ${counted(sales, 'venta', 'ventas')}, ${formatPrice(revenue)}`;

/**
 * A revenue chart in words, for screen readers: '{heading}: $ 400,00 en 3 ventas aprobadas.
 * {best(the best period)}, con $ 300,00.', or that nothing was sold.
 */
export function revenueSummary<Period extends Figures>(
  heading: string,
  periods: Period[],
  best: (period: Period) => string,
): string {
  const [first, ...rest] = periods;
  const top =
    first &&
    rest.reduce((found, period) => (period.revenue > found.revenue ? period : found), first);
  if (!top || top.revenue === 0) return `${heading}: sin ventas aprobadas.`;
  const revenue = periods.reduce((sum, period) => sum + period.revenue, 0);
  const sales = periods.reduce((sum, period) => sum + period.sales, 0);
  return (
    `${heading}: ${formatPrice(revenue)} en ${counted(sales, 'venta aprobada', 'ventas aprobadas')}. ` +
    `${best(top)}, con ${formatPrice(top.revenue)}.`
  );
}
