import { useState } from 'react';
import type { ReviewDecision } from '../../../../shared/admin';
import { useDecideReview } from '../../../api/admin-consumer-law';
import { Button } from '../../../components/ui/Button';
import { TextDialog } from '../TextDialog';
import type { AdminConsumerRequest } from '../../../../shared/responses/admin';

const DECISIONS: Record<
  ReviewDecision['decision'],
  { button: string; title: string; explain: string; confirm: string }
> = {
  approve: {
    button: 'Aprobar reintegro',
    title: 'Aprobar el reintegro',
    explain:
      'Devolvemos el total al mismo medio de pago, el curso deja de estar en la cuenta del comprador y le enviamos el motivo por correo.',
    confirm: 'Aprobar y reintegrar',
  },
  reject: {
    button: 'Rechazar',
    title: 'Rechazar el reintegro',
    explain:
      'El comprador conserva el curso y no se le devuelve el pago. Le enviamos el motivo por correo.',
    confirm: 'Rechazar el reintegro',
  },
};

/** The decision on an arrepentimiento of a course already watched in good part. */
function DecisionDialog({
  request,
  decision,
  onClose,
}: {
  request: AdminConsumerRequest;
  decision: ReviewDecision['decision'];
  onClose: () => void;
}) {
  const decide = useDecideReview();
  const text = DECISIONS[decision];
  return (
    <TextDialog
      open
      onClose={onClose}
      title={text.title}
      description={`Solicitud ${request.code} de ${request.email}. ${text.explain}`}
      field="reason"
      label="Motivo de la decisión"
      hint="Lo recibe el comprador tal como lo escribís."
      confirm={text.confirm}
      variant={decision === 'approve' ? 'primary' : 'danger'}
      pending={decide.isPending}
      send={(reason, outcome) =>
        decide.mutate({ requestId: request.id, decision, reason }, outcome)
      }
    />
  );
}

/** 'Aprobar reintegro' and 'Rechazar' under a request that waits for an administrator. */
export function ReviewActions({ request }: { request: AdminConsumerRequest }) {
  const [deciding, setDeciding] = useState<ReviewDecision['decision']>();
  return (
    <span className="flex flex-wrap gap-2">
      {(['approve', 'reject'] as const).map((decision) => (
        <Button
          key={decision}
          size="sm"
          variant={decision === 'approve' ? 'primary' : 'outline'}
          onClick={() => setDeciding(decision)}
        >
          {DECISIONS[decision].button}
          <span className="sr-only"> de la solicitud {request.code}</span>
        </Button>
      ))}
      {deciding && (
        <DecisionDialog
          request={request}
          decision={deciding}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </span>
  );
}
