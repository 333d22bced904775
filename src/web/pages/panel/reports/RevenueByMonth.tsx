import { formatPrice } from '../../../../shared/money';
import { REVENUE_RULE, shortMonth } from '../../../../shared/report-labels';
import { counted } from '../../../lib/plural';
import { revenueCsvHref, useRevenueReport } from '../../../api/admin-reports';
import { ChartCard } from '../charts/ChartCard';
import { RevenueBars } from '../charts/RevenueBars';
import { revenueSummary } from '../charts/revenue-summary';
import { CsvLink } from './CsvLink';
import { ReportState } from './ReportState';
import type { RevenueReport } from '../../../../shared/responses/reports';

function MonthChart({ report }: { report: RevenueReport }) {
  const { rows } = report;
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  const { course, consultation, bundle, subscription } = report.totals.byKind;
  const split =
    `Cursos: ${formatPrice(course.revenue)} (${counted(course.sales, 'venta', 'ventas')}) · ` +
    (bundle.sales > 0
      ? `Rutas: ${formatPrice(bundle.revenue)} (${counted(bundle.sales, 'venta', 'ventas')}) · `
      : '') +
    (subscription.sales > 0
      ? `Plan Contador: ${formatPrice(subscription.revenue)} (${counted(subscription.sales, 'mes cobrado', 'meses cobrados')}) · `
      : '') +
    `Consultas: ${formatPrice(consultation.revenue)} (${counted(consultation.sales, 'pagada', 'pagadas')})`;
  return (
    <>
      <p className="text-sm text-slate-600 tabular-nums">{split}</p>
      <RevenueBars
        each="month"
        periods={rows.map((row) => ({ ...row, shortName: row.label, name: row.label }))}
        summary={revenueSummary(
          `Ingresos por mes de ${first.label} a ${last.label}`,
          rows,
          (best) => `El mejor mes fue ${best.label}`,
        )}
        startLabel={shortMonth(first.key)}
        total={report.totals}
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
