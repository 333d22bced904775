import { formatPrice } from '../../../../shared/money';
import { BarChart } from './BarChart';
import { FoldedFigures } from './FoldedFigures';
import { periodFigures } from './revenue-summary';

type Figures = { sales: number; revenue: number };

/** A day or a month of approved sales. */
export type RevenuePeriod = Figures & {
  key: string;
  /** Names it on its bar ('07/11'). */
  shortName: string;
  /** Heads its row of the table ('07/11/2025'). */
  name: string;
};

const WORDS = {
  day: {
    open: 'Ver las cifras de cada día',
    caption: 'Ventas aprobadas e ingresos por día',
    column: 'Día',
    last: 'Hoy',
  },
  month: {
    open: 'Ver las cifras de cada mes',
    caption: 'Ventas aprobadas e ingresos por mes',
    column: 'Mes',
    last: 'Este mes',
  },
};

type RevenueBarsProps = {
  each: keyof typeof WORDS;
  /** Oldest first; the last one is today, or this month. */
  periods: RevenuePeriod[];
  /** The chart in words, for screen readers. */
  summary: string;
  /** Under the first bar. */
  startLabel: string;
  /** The sums, as the table's last row. */
  total?: Figures;
};

const row = (key: string, name: string, { sales, revenue }: Figures) => ({
  key,
  cells: [name, sales, formatPrice(revenue)] as [string, number, string],
});

/** Revenue period by period: a bar each, and the table of the figures folded away below. */
export function RevenueBars({ each, periods, summary, startLabel, total }: RevenueBarsProps) {
  const words = WORDS[each];
  const rows = periods.map((period) => row(period.key, period.name, period));
  return (
    <>
      <BarChart
        bars={periods.map((period) => ({
          key: period.key,
          value: period.revenue,
          title: periodFigures(period.shortName, period),
        }))}
        summary={summary}
        format={formatPrice}
        startLabel={startLabel}
        endLabel={words.last}
      />
      <FoldedFigures
        summary={words.open}
        caption={words.caption}
        columns={[words.column, 'Ventas', 'Ingresos']}
        rows={total ? [...rows, row('total', 'Total', total)] : rows}
      />
    </>
  );
}
