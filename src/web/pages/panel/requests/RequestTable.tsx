import { formatDate } from '../../../../shared/format-date';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { REQUEST_KINDS, RequestOutcome, RequestPerson, RequestState } from './RequestCells';
import type { AdminConsumerRequest } from '../../../../shared/responses/admin';

/** The requests' columns, each with the cell it draws; a request's card shows some as facts. */
export const REQUEST_COLUMNS = {
  date: {
    label: 'Fecha',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (request) => formatDate(request.createdAt),
  },
  code: {
    label: 'Código',
    cellClassName: 'font-mono text-xs whitespace-nowrap',
    cell: (request) => request.code,
  },
  kind: { label: 'Tipo', cell: (request) => REQUEST_KINDS[request.kind] },
  person: { label: 'Persona', cell: (request) => <RequestPerson request={request} /> },
  state: { label: 'Estado', cell: (request) => <RequestState request={request} /> },
  outcome: {
    label: 'Resultado',
    cellClassName: 'max-w-72',
    cell: (request) => <RequestOutcome request={request} />,
  },
} satisfies Record<string, RowColumn<AdminConsumerRequest>>;

const COLUMNS = Object.values(REQUEST_COLUMNS);

/** The requests as a table, for screens wide enough for its six columns. */
export function RequestTable({ requests }: { requests: AdminConsumerRequest[] }) {
  return (
    <RowTable
      caption="Solicitudes, de la más reciente a la más antigua"
      columns={COLUMNS}
      rows={requests}
    />
  );
}
