import { percentNumber } from '../../../shared/report-labels';
import type {
  FunnelCourse,
  FunnelReport,
  RevenueReport,
  RevenueRow,
} from '../../../shared/responses/reports';
import { csvAmount, spreadsheetTable, type CsvColumn } from '../../spreadsheet-csv';

/** The revenue report as a spreadsheet: one line a month or course, then the total. */
export function revenueCsv(report: RevenueReport): string {
  const columns: CsvColumn<RevenueRow>[] = [
    [report.by === 'month' ? 'Mes' : 'Curso', (row) => row.label],
    ['Ventas aprobadas', (row) => String(row.sales)],
    ['Ingresos (ARS)', (row) => csvAmount(row.revenue)],
  ];
  return spreadsheetTable(columns, [
    ...report.rows,
    { key: 'total', label: 'Total', ...report.totals },
  ]);
}

/** The funnel as a spreadsheet: one line a course with its steps and rates, then the total. */
export function funnelCsv(report: FunnelReport): string {
  const columns: CsvColumn<Omit<FunnelCourse, 'key' | 'courseId'>>[] = [
    ['Curso', (row) => row.title],
    ['Visitas a la página', (row) => String(row.views)],
    ['Checkouts iniciados', (row) => String(row.checkouts)],
    ['Pagados', (row) => String(row.paid)],
    // Numbers a spreadsheet can add up; empty where there is nothing to divide by.
    ['Visita a checkout (%)', (row) => percentNumber(row.checkouts, row.views) ?? ''],
    ['Checkout a pago (%)', (row) => percentNumber(row.paid, row.checkouts) ?? ''],
  ];
  return spreadsheetTable(columns, [...report.courses, { title: 'Total', ...report.total }]);
}
