import { percentNumber } from '../../../shared/report-labels';
import type {
  FunnelCourse,
  FunnelReport,
  RevenueReport,
  RevenueRow,
} from '../../../shared/responses/reports';
import { csvAmount, spreadsheetTable, type CsvColumn } from '../../spreadsheet-csv';

const KIND_NAMES = {
  course: 'Curso',
  consultation: 'Consulta',
  bundle: 'Ruta',
  subscription: 'Plan Contador',
} as const;

/**
 * The revenue report as a spreadsheet, then the total: by month, with courses and consultations
 * in columns of their own; by course and consultation, with what each line sold.
 */
export function revenueCsv(report: RevenueReport): string {
  const total: RevenueRow = { key: 'total', label: 'Total', kind: null, ...report.totals };
  const figures: CsvColumn<RevenueRow>[] = [
    ['Ventas aprobadas', (row) => String(row.sales)],
    ['Ingresos (ARS)', (row) => csvAmount(row.revenue)],
  ];
  const columns: CsvColumn<RevenueRow>[] =
    report.by === 'month'
      ? [
          ['Mes', (row) => row.label],
          ['Cursos vendidos', (row) => String(row.byKind.course.sales)],
          ['Ingresos por cursos (ARS)', (row) => csvAmount(row.byKind.course.revenue)],
          ['Consultas pagadas', (row) => String(row.byKind.consultation.sales)],
          ['Ingresos por consultas (ARS)', (row) => csvAmount(row.byKind.consultation.revenue)],
          ['Rutas vendidas', (row) => String(row.byKind.bundle.sales)],
          ['Ingresos por rutas (ARS)', (row) => csvAmount(row.byKind.bundle.revenue)],
          ['Meses del Plan Contador', (row) => String(row.byKind.subscription.sales)],
          [
            'Ingresos por el Plan Contador (ARS)',
            (row) => csvAmount(row.byKind.subscription.revenue),
          ],
          ...figures,
        ]
      : [
          ['Tipo', (row) => (row.kind ? KIND_NAMES[row.kind] : '')],
          ['Curso, ruta, consulta o plan', (row) => row.label],
          ...figures,
        ];
  return spreadsheetTable(columns, [...report.rows, total]);
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
