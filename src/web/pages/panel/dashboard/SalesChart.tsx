import { useId } from 'react';
import { formatPrice } from '../../../../shared/money';
import { ListTable } from '../../../components/ui/ListTable';
import { dayFigures, longDay, salesSummary, shortDay } from './sales-days';
import type { SalesDay } from '../../../../shared/responses/admin';

const WIDTH = 300;
const HEIGHT = 100;
/** A day without sales still shows a sliver, so that the 30 days read as a row. */
const EMPTY_BAR = 1.5;

/** Thirty rows: tighter than the lists' cells. */
const DAY_CELL = 'py-1.5 pr-4 last:pr-0';
const COLUMNS = [
  { label: 'Día' },
  { label: 'Ventas', className: 'text-right' },
  { label: 'Ingresos', className: 'text-right' },
];

/** One bar a day, as high as the day's revenue; hovering a bar shows its figures. */
function Bars({ days }: { days: SalesDay[] }) {
  const top = Math.max(...days.map((day) => day.revenue));
  const slot = WIDTH / days.length;
  return days.map((day, index) => {
    const height = top > 0 ? Math.max((day.revenue / top) * HEIGHT, EMPTY_BAR) : EMPTY_BAR;
    return (
      <rect
        key={day.date}
        x={index * slot + slot * 0.15}
        y={HEIGHT - height}
        width={slot * 0.7}
        height={height}
        className={day.revenue > 0 ? 'fill-brand-600 hover:fill-accent-500' : 'fill-slate-200'}
      >
        <title>{dayFigures(day)}</title>
      </rect>
    );
  });
}

/** The daily figures as a table, folded away, for anyone who wants the numbers. */
function DailyFigures({ days }: { days: SalesDay[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-900">
        Ver las cifras de cada día
      </summary>
      <ListTable
        caption="Ventas aprobadas e ingresos por día"
        columns={COLUMNS}
        className="mt-3 tabular-nums"
      >
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row" className={`${DAY_CELL} font-normal`}>
              {longDay(day.date)}
            </th>
            <td className={`${DAY_CELL} text-right`}>{day.sales}</td>
            <td className={`${DAY_CELL} text-right`}>{formatPrice(day.revenue)}</td>
          </tr>
        ))}
      </ListTable>
    </details>
  );
}

/**
 * Revenue of approved sales per day over the last 30 days, as bars drawn in SVG. Screen readers
 * get a sentence that sums it up, and the table of days below has every figure.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const headingId = useId();
  const first = days[0];
  if (!first) return null;
  const top = Math.max(...days.map((day) => day.revenue));
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-brand-900">
          Ingresos de los últimos 30 días
        </h3>
        <p className="text-sm text-slate-600">Ventas aprobadas, día por día.</p>
      </div>
      <div className="flex flex-col gap-1.5 text-xs text-slate-600 tabular-nums">
        <span aria-hidden="true">{formatPrice(top)}</span>
        <svg
          role="img"
          aria-label={salesSummary(days)}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full border-t border-b border-dashed border-t-slate-200 border-b-slate-300"
        >
          <Bars days={days} />
        </svg>
        <span aria-hidden="true" className="flex justify-between">
          <span>{shortDay(first.date)}</span>
          <span>Hoy</span>
        </span>
      </div>
      <DailyFigures days={days} />
    </section>
  );
}
