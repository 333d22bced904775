import { useState, type FormEvent } from 'react';
import type { ReviewDecision } from '../../../../shared/admin';
import { useDecideReview } from '../../../api/admin-consumer-law';
import { Button } from '../../../components/ui/Button';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/FormField';
import { useApiForm } from '../../../lib/use-api-form';
import { dialogOutcome } from '../users/dialog-outcome';
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
  const form = useApiForm({ reason: '' });
  const text = DECISIONS[decision];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate(
      { requestId: request.id, decision, reason: form.values.reason },
      dialogOutcome(onClose, form.showError),
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={`Solicitud ${request.code} de ${request.email}. ${text.explain}`}
    >
      <form onSubmit={submit} noValidate aria-label={text.title} className="flex flex-col gap-4">
        <TextAreaField
          label="Motivo de la decisión"
          hint="Lo recibe el comprador tal como lo escribís."
          className="min-h-24"
          autoFocus
          {...form.field('reason')}
        />
        <ModalActions>
          <Button
            type="submit"
            variant={decision === 'approve' ? 'primary' : 'danger'}
            loading={decide.isPending}
          >
            {text.confirm}
          </Button>
        </ModalActions>
      </form>
    </Modal>
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
