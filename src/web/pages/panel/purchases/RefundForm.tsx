import { Undo2 } from 'lucide';
import { useState, type FormEvent } from 'react';
import { formatPrice } from '../../../../shared/money';
import { useRefundPurchase } from '../../../api/admin-consumer-law';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { useApiForm } from '../../../lib/use-api-form';
import { dialogOutcome } from '../users/dialog-outcome';
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
    <form
      onSubmit={submit}
      noValidate
      aria-label="Reintegrar la compra"
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      <p className="text-sm text-slate-700">
        Le devolvemos {formatPrice(purchase.amount)} por {purchase.course.title}: el curso deja de
        estar en su cuenta, se emite la nota de crédito y le avisamos por correo.
      </p>
      <TextAreaField
        label="Motivo del reintegro"
        hint="Queda registrado junto con la compra."
        className="min-h-20"
        autoFocus
        {...form.field('reason')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setAsking(false)} disabled={refund.isPending}>
          No reintegrar
        </Button>
        <Button type="submit" variant="danger" loading={refund.isPending}>
          Reintegrar {formatPrice(purchase.amount)}
        </Button>
      </div>
    </form>
  );
}
