import { formatDate } from '../../../../shared/format-date';
import { ListTable, TABLE_CELL } from '../../../components/ui/ListTable';
import { REQUEST_KINDS, RequestOutcome, RequestPerson, RequestState } from './RequestCells';
import type { AdminConsumerRequest } from '../../../../shared/responses/admin';

const CELL = `${TABLE_CELL} align-top`;

const COLUMNS = [
  { label: 'Fecha' },
  { label: 'Código' },
  { label: 'Tipo' },
  { label: 'Persona' },
  { label: 'Estado' },
  { label: 'Resultado' },
];

/** The requests as a table, for screens wide enough for its six columns. */
export function RequestTable({ requests }: { requests: AdminConsumerRequest[] }) {
  return (
    <ListTable caption="Solicitudes, de la más reciente a la más antigua" columns={COLUMNS}>
      {requests.map((request) => (
        <tr key={request.id}>
          <td className={`${CELL} whitespace-nowrap tabular-nums`}>
            {formatDate(request.createdAt)}
          </td>
          <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{request.code}</td>
          <td className={CELL}>{REQUEST_KINDS[request.kind]}</td>
          <td className={CELL}>
            <RequestPerson request={request} />
          </td>
          <td className={CELL}>
            <RequestState request={request} />
          </td>
          <td className={`${CELL} max-w-72`}>
            <RequestOutcome request={request} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
