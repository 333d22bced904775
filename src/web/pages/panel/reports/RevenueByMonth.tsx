import { formatPrice } from '../../../../shared/money';
import { REVENUE_RULE, shortMonth } from '../../../../shared/report-labels';
import { revenueCsvHref, useRevenueReport } from '../../../api/admin-reports';
import { counted } from '../../../lib/plural';
import { BarChart } from '../charts/BarChart';
import { ChartCard } from '../charts/ChartCard';
import { FoldedFigures } from '../charts/FoldedFigures';
import { revenueSummary } from '../charts/revenue-summary';
import { CsvLink } from './CsvLink';
import { ReportState } from './ReportState';
import type { RevenueReport } from '../../../../shared/responses/reports';

function MonthChart({ report }: { report: RevenueReport }) {
  const { rows } = report;
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  return (
    <>
      <BarChart
        bars={rows.map((row) => ({
          key: row.key,
          value: row.revenue,
          title: `${row.label}: ${counted(row.sales, 'venta', 'ventas')}, ${formatPrice(row.revenue)}`,
        }))}
        summary={revenueSummary(
          `Ingresos por mes de ${first.label} a ${last.label}`,
          rows,
          (best) => `El mejor mes fue ${best.label}`,
        )}
        format={formatPrice}
        startLabel={shortMonth(first.key)}
        endLabel="Este mes"
      />
      <FoldedFigures
        summary="Ver las cifras de cada mes"
        caption="Ventas aprobadas e ingresos por mes"
        columns={['Mes', 'Ventas', 'Ingresos']}
        rows={[
          ...rows.map((row) => ({
            key: row.key,
            cells: [row.label, row.sales, formatPrice(row.revenue)] as [string, number, string],
          })),
          {
            key: 'total',
            cells: ['Total', report.totals.sales, formatPrice(report.totals.revenue)],
          },
        ]}
      />
    </>
  );
}

/** Revenue of the last 12 months, one bar a month (months without sales included). */
export function RevenueByMonth() {
  const query = useRevenueReport('month');
  return (
    <ChartCard
      title="Ingresos de los últimos 12 meses"
      description={REVENUE_RULE}
      actions={<CsvLink href={revenueCsvHref('month')} of="de los ingresos por mes" />}
    >
      <ReportState query={query}>{(report) => <MonthChart report={report} />}</ReportState>
    </ChartCard>
  );
}
