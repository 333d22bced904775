import type { AdminDueDate } from '../../../../shared/responses/tax-calendar';
import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { cellFacts } from '../../../components/ui/RowTable';
import { DueDateActions, type DueDateActionHandlers } from './DueDateActions';
import { DUE_DATE_COLUMNS } from './DueDateTable';

const { period, digits, date } = DUE_DATE_COLUMNS;
const FACTS = [period, digits, date];

/** The year's due dates as one card each, for phones and narrow windows. */
export function DueDateCards({
  year,
  rows,
  ...actions
}: DueDateActionHandlers & { year: number; rows: AdminDueDate[] }) {
  return (
    <CardList label={`Vencimientos de ${year}`} items={rows}>
      {(row) => (
        <>
          <h4 className="font-semibold break-words text-brand-900">{row.label}</h4>
          <CardFacts facts={cellFacts(row, FACTS)} />
          <DueDateActions row={row} {...actions} />
        </>
      )}
    </CardList>
  );
}
