import { Undo2 } from 'lucide';
import { useState, type FormEvent } from 'react';
import { formatPrice } from '../../../../shared/money';
import { useRefundPurchase } from '../../../api/admin-consumer-law';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useApiForm } from '../../../lib/use-api-form';
import { dialogOutcome } from '../users/dialog-outcome';
import { RefundFormFrame } from './RefundFormFrame';
import type { AdminPurchase } from '../../../../shared/responses/admin';

type RefundFormProps = { purchase: AdminPurchase; onDone: () => void };

/**
 * 'Reintegrar' under an approved purchase: a first click asks for the reason, the second gives
 * the whole amount back through the payment provider.
 */
export function RefundForm({ purchase, onDone }: RefundFormProps) {
  const [asking, setAsking] = useState(false);
  const refund = useRefundPurchase();
  const form = useApiForm({ reason: '' });

  if (!asking) {
    return (
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={() => setAsking(true)}>
          <Icon node={Undo2} className="size-4" aria-hidden="true" />
          Reintegrar
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refund.mutate(
      { purchaseId: purchase.id, reason: form.values.reason },
      dialogOutcome(onDone, form.showError),
    );
  };

  return (
    <RefundFormFrame
      label="Reintegrar la compra"
      submitLabel={`Reintegrar ${formatPrice(purchase.amount)}`}
      pending={refund.isPending}
      reason={{ autoFocus: true, ...form.field('reason') }}
      onSubmit={submit}
      onCancel={() => setAsking(false)}
    >
      <p className="text-sm text-slate-700">
        Le devolvemos {formatPrice(purchase.amount)} por {purchase.course.title}: el curso deja de
        estar en su cuenta, se emite la nota de crédito y le avisamos por correo.
      </p>
    </RefundFormFrame>
  );
}
