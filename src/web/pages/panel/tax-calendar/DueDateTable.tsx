import { formatCalendarDate } from '../../../../shared/format-date';
import type { AdminDueDate } from '../../../../shared/responses/tax-calendar';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { DueDateActions, type DueDateActionHandlers } from './DueDateActions';
import { digitsLabel, periodLabel } from './due-date-labels';

/** The rows' columns but the actions, each with the cell it draws; a card shows some as facts. */
export const DUE_DATE_COLUMNS = {
  obligation: {
    label: 'Obligación',
    cellClassName: 'font-medium text-slate-900',
    cell: (row) => row.label,
  },
  period: { label: 'Período', cell: (row) => periodLabel(row.period) },
  digits: {
    label: 'Dígitos',
    cellClassName: 'tabular-nums',
    cell: (row) => digitsLabel(row.digits),
  },
  date: {
    label: 'Fecha',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatCalendarDate(row.date),
  },
} satisfies Record<string, RowColumn<AdminDueDate>>;

type DueDateListProps = DueDateActionHandlers & { year: number; rows: AdminDueDate[] };

/** The year's due dates as a table, for wide screens. */
export function DueDateTable({ year, rows, ...actions }: DueDateListProps) {
  const columns: RowColumn<AdminDueDate>[] = [
    ...Object.values(DUE_DATE_COLUMNS),
    {
      label: 'Acciones',
      hidden: true,
      cell: (row) => <DueDateActions row={row} {...actions} />,
    },
  ];
  return <RowTable caption={`Vencimientos de ${year}, por fecha`} columns={columns} rows={rows} />;
}
