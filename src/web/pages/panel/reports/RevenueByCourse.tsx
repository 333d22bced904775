import { formatPrice } from '../../../../shared/money';
import { revenueCsvHref, useRevenueReport } from '../../../api/admin-reports';
import { counted } from '../../../lib/plural';
import { ChartCard } from '../charts/ChartCard';
import { RankedBars } from '../charts/RankedBars';
import { CsvLink } from './CsvLink';
import { ReportState } from './ReportState';
import type { RevenueReport, RevenueRow } from '../../../../shared/responses/reports';

/** What a line sold, as its detail says. */
const soldWords = (row: RevenueRow) =>
  row.kind === 'consultation'
    ? counted(row.sales, 'consulta pagada', 'consultas pagadas')
    : row.kind === 'subscription'
      ? counted(row.sales, 'mes cobrado', 'meses cobrados')
      : counted(
          row.sales,
          row.kind === 'bundle' ? 'venta de la ruta' : 'venta',
          row.kind === 'bundle' ? 'ventas de la ruta' : 'ventas',
        );

/**
 * One line a course or consultation, the best first, each with a bar as long as its share of
 * the best.
 */
function CourseRevenue({ report }: { report: RevenueReport }) {
  if (report.rows.length === 0) {
    return <p className="text-sm text-slate-600">Sin ventas aprobadas en los últimos 12 meses.</p>;
  }
  return (
    <RankedBars
      label="Ingresos por curso y consulta"
      rows={report.rows.map((row) => ({
        key: row.key,
        label: row.label,
        detail: `${soldWords(row)} · ${formatPrice(row.revenue)}`,
        value: row.revenue,
      }))}
    />
  );
}

/** Revenue of the last 12 months per course and consultation. */
export function RevenueByCourse() {
  const query = useRevenueReport('course');
  return (
    <ChartCard
      title="Ingresos por curso y consulta"
      description="Los mismos 12 meses, curso por curso (los eliminados, con el título con que se vendieron) y las consultas pagadas por tipo."
      actions={
        <CsvLink href={revenueCsvHref('course')} of="de los ingresos por curso y consulta" />
      }
    >
      <ReportState query={query}>{(report) => <CourseRevenue report={report} />}</ReportState>
    </ChartCard>
  );
}
