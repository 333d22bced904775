import { Link } from '../../../navigation/Link';
import { formatDate } from '../../../../shared/format-date';
import { StatusTag, type StatusTone } from '../../../components/ui/StatusTag';
import { ReviewActions } from './ReviewActions';
import type { AdminConsumerRequest } from '../../../../shared/responses/admin';

export const REQUEST_KINDS: Record<AdminConsumerRequest['kind'], string> = {
  arrepentimiento: 'Arrepentimiento',
  baja: 'Baja',
};

const STATES: Record<AdminConsumerRequest['status'], { label: string; tone: StatusTone }> = {
  accepted: { label: 'Aceptada', tone: 'success' },
  refused: { label: 'Rechazada', tone: 'error' },
  awaiting_confirmation: { label: 'Esperando confirmación', tone: 'warning' },
  pending_review: { label: 'En revisión', tone: 'brand' },
  completed: { label: 'Completada', tone: 'success' },
  expired: { label: 'Vencida', tone: 'neutral' },
};

/** The request's state as a coloured tag. */
export function RequestState({ request }: { request: AdminConsumerRequest }) {
  const { label, tone } = STATES[request.status];
  return <StatusTag tone={tone}>{label}</StatusTag>;
}

/** Who asked: name, e-mail and document as they wrote them. */
export function RequestPerson({ request }: { request: AdminConsumerRequest }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium break-words text-slate-900">{request.name}</span>
      <span className="text-xs break-words text-slate-600">{request.email}</span>
      {request.document && (
        <span className="text-xs text-slate-600 tabular-nums">Documento {request.document}</span>
      )}
    </span>
  );
}

/** What came of it, when it was settled, the purchase it refunded, or the decision it waits for. */
export function RequestOutcome({ request }: { request: AdminConsumerRequest }) {
  return (
    <span className="flex flex-col gap-1">
      <span className="break-words">{request.outcome ?? '—'}</span>
      {request.status === 'pending_review' && <ReviewActions request={request} />}
      {request.resolvedAt && (
        <span className="text-xs text-slate-600">Resuelta el {formatDate(request.resolvedAt)}</span>
      )}
      {request.purchaseId && (
        <Link
          to={`/panel/purchases?search=${encodeURIComponent(request.purchaseId)}`}
          className="w-fit text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Ver la compra<span className="sr-only"> de la solicitud {request.code}</span>
        </Link>
      )}
    </span>
  );
}
