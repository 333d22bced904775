import { formatPrice } from '../../../../shared/money';
import { revenueCsvHref, useRevenueReport } from '../../../api/admin-reports';
import { counted } from '../../../lib/plural';
import { ChartCard } from '../charts/ChartCard';
import { RankedBars } from '../charts/RankedBars';
import { CsvLink } from './CsvLink';
import { ReportState } from './ReportState';
import type { RevenueReport } from '../../../../shared/responses/reports';

/** One line a course, the best first, each with a bar as long as its share of the best. */
function CourseRevenue({ report }: { report: RevenueReport }) {
  if (report.rows.length === 0) {
    return <p className="text-sm text-slate-600">Sin ventas aprobadas en los últimos 12 meses.</p>;
  }
  return (
    <RankedBars
      label="Ingresos por curso"
      rows={report.rows.map((row) => ({
        key: row.key,
        label: row.label,
        detail: `${counted(row.sales, 'venta', 'ventas')} · ${formatPrice(row.revenue)}`,
        value: row.revenue,
      }))}
    />
  );
}

/** Revenue of the last 12 months per course. */
export function RevenueByCourse() {
  const query = useRevenueReport('course');
  return (
    <ChartCard
      title="Ingresos por curso"
      description="Los mismos 12 meses, curso por curso (los cursos eliminados, con el título con que se vendieron)."
      actions={<CsvLink href={revenueCsvHref('course')} of="de los ingresos por curso" />}
    >
      <ReportState query={query}>{(report) => <CourseRevenue report={report} />}</ReportState>
    </ChartCard>
  );
}
