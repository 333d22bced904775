import { formatDate } from '../../../../shared/format-date';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { REQUEST_KINDS, RequestOutcome, RequestPerson, RequestState } from './RequestCells';
import type { AdminConsumerRequest } from '../../../../shared/responses/admin';

const COLUMNS: RowColumn<AdminConsumerRequest>[] = [
  {
    label: 'Fecha',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (request) => formatDate(request.createdAt),
  },
  {
    label: 'Código',
    cellClassName: 'font-mono text-xs whitespace-nowrap',
    cell: (request) => request.code,
  },
  { label: 'Tipo', cell: (request) => REQUEST_KINDS[request.kind] },
  { label: 'Persona', cell: (request) => <RequestPerson request={request} /> },
  { label: 'Estado', cell: (request) => <RequestState request={request} /> },
  {
    label: 'Resultado',
    cellClassName: 'max-w-72',
    cell: (request) => <RequestOutcome request={request} />,
  },
];

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
