import { ChartCard } from '../charts/ChartCard';
import { RevenueBars } from '../charts/RevenueBars';
import { longDay, salesSummary, shortDay } from './sales-days';
import type { SalesDay } from '../../../../shared/responses/admin';

/**
 * Revenue of approved sales per day over the last 30 days, as bars drawn in SVG. Screen readers
 * get a sentence that sums it up, and the table of days below has every figure.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const first = days[0];
  if (!first) return null;
  const periods = days.map((day) => ({
    ...day,
    key: day.date,
    shortName: shortDay(day.date),
    name: longDay(day.date),
  }));
  return (
    <ChartCard title="Ingresos de los últimos 30 días" description="Ventas aprobadas, día por día.">
      <RevenueBars
        each="day"
        periods={periods}
        summary={salesSummary(days)}
        startLabel={shortDay(first.date)}
      />
    </ChartCard>
  );
}
