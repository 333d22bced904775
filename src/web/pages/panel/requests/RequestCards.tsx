import { formatDate } from '../../../../shared/format-date';
import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { REQUEST_KINDS, RequestOutcome, RequestPerson, RequestState } from './RequestCells';
import type { AdminConsumerRequest } from '../../../../shared/responses/admin';

/** The requests as one card each, for phones and narrow windows. */
export function RequestCards({ requests }: { requests: AdminConsumerRequest[] }) {
  return (
    <CardList label="Solicitudes" items={requests}>
      {(request) => (
        <>
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
        </>
      )}
    </CardList>
  );
}
