import { formatDate } from '../../../../shared/format-date';
import { SEAT_STATUS_LABELS } from '../../../../shared/seats';
import type { Seat } from '../../../../shared/responses/company-seats';
import { useReleaseSeat } from '../../../api/company-seats';
import { Button } from '../../../components/ui/Button';
import { StatusTag } from '../../../components/ui/StatusTag';
import { notify } from '../../../components/ui/toast';

/**
 * The seats of one purchase: whom each went to, its state, the student's progress, and
 * 'Liberar' while nobody started it.
 */
export function SeatList({ purchaseId, seats }: { purchaseId: string; seats: Seat[] }) {
  const release = useReleaseSeat(purchaseId);
  if (seats.length === 0) {
    return <p className="text-sm text-slate-600">Todavía no asignaste ninguna licencia.</p>;
  }
  return (
    <ul aria-label="Licencias asignadas" className="divide-y divide-slate-200">
      {seats.map((seat) => (
        <li key={seat.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
          <span className="min-w-0 flex-1 font-medium break-all text-slate-900">{seat.email}</span>
          <StatusTag tone={seat.status === 'active' ? 'success' : 'warning'}>
            {SEAT_STATUS_LABELS[seat.status]}
          </StatusTag>
          <span className="text-slate-700">
            {seat.startedAt
              ? `Avance: ${seat.progress} % (desde el ${formatDate(seat.startedAt)})`
              : 'Sin empezar'}
          </span>
          {!seat.startedAt && (
            <Button
              variant="outline"
              size="sm"
              loading={release.isPending && release.variables === seat.id}
              onClick={() =>
                release.mutate(seat.id, {
                  onSuccess: () => notify.success(`Liberaste la licencia de ${seat.email}.`),
                  onError: (failure) => notify.error(failure.message),
                })
              }
            >
              Liberar
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
