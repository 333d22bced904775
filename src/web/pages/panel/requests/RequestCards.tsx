import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { cellFacts } from '../../../components/ui/RowTable';
import { REQUEST_KINDS, RequestState } from './RequestCells';
import { REQUEST_COLUMNS } from './RequestTable';
import type { AdminConsumerRequest } from '../../../../shared/responses/admin';

const { date, person, outcome } = REQUEST_COLUMNS;
const FACTS = [date, person, outcome];

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
          <CardFacts facts={cellFacts(request, FACTS)} />
        </>
      )}
    </CardList>
  );
}
