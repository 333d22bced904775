import { formatDate } from '../../../../shared/format-date';
import { CardFacts } from '../../../components/ui/CardFacts';
import { REQUEST_KINDS, RequestOutcome, RequestPerson, RequestState } from './RequestCells';
import type { AdminConsumerRequest } from '../../../../shared/responses/admin';

/** The requests as one card each, for phones and narrow windows. */
export function RequestCards({ requests }: { requests: AdminConsumerRequest[] }) {
  return (
    <ul aria-label="Solicitudes" className="flex flex-col gap-3 lg:hidden">
      {requests.map((request) => (
        <li key={request.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <div className="flex items-start justify-between gap-3">
            <span className="font-medium text-slate-900">
              {REQUEST_KINDS[request.kind]}{' '}
              <span className="font-mono text-xs">{request.code}</span>
            </span>
            <RequestState request={request} />
          </div>
          <CardFacts
            facts={[
              { label: 'Fecha', value: formatDate(request.createdAt) },
              { label: 'Persona', value: <RequestPerson request={request} /> },
              { label: 'Resultado', value: <RequestOutcome request={request} /> },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
