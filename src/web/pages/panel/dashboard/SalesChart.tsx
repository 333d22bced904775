import { formatPrice } from '../../../../shared/money';
import { BarChart } from '../charts/BarChart';
import { ChartCard } from '../charts/ChartCard';
import { FoldedFigures } from '../charts/FoldedFigures';
import { dayFigures, longDay, salesSummary, shortDay } from './sales-days';
import type { SalesDay } from '../../../../shared/responses/admin';

/**
 * Revenue of approved sales per day over the last 30 days, as bars drawn in SVG. Screen readers
 * get a sentence that sums it up, and the table of days below has every figure.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const first = days[0];
  if (!first) return null;
  return (
    <ChartCard title="Ingresos de los últimos 30 días" description="Ventas aprobadas, día por día.">
      <BarChart
        bars={days.map((day) => ({ key: day.date, value: day.revenue, title: dayFigures(day) }))}
        summary={salesSummary(days)}
        format={formatPrice}
        startLabel={shortDay(first.date)}
        endLabel="Hoy"
      />
      <FoldedFigures
        summary="Ver las cifras de cada día"
        caption="Ventas aprobadas e ingresos por día"
        columns={['Día', 'Ventas', 'Ingresos']}
        rows={days.map((day) => ({
          key: day.date,
          cells: [longDay(day.date), day.sales, formatPrice(day.revenue)],
        }))}
      />
    </ChartCard>
  );
}
