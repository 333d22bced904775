import { Users } from 'lucide';
import { useState, type FormEvent } from 'react';
import { useRefundSeats } from '../../../api/admin-consumer-law';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { useApiForm } from '../../../lib/use-api-form';
import { dialogOutcome } from '../users/dialog-outcome';
import { RefundFormFrame } from './RefundFormFrame';
import type { AdminPurchase } from '../../../../shared/responses/admin';

type SeatRefundFormProps = { purchase: AdminPurchase & { seats: number }; onDone: () => void };

/**
 * 'Reintegrar licencias sin usar' under a company's purchase: seats nobody started go back one by
 * one, their share of the payment refunded; seats in use stay with their students.
 */
export function SeatRefundForm({ purchase, onDone }: SeatRefundFormProps) {
  const [asking, setAsking] = useState(false);
  const refund = useRefundSeats();
  const form = useApiForm({ seats: '1', reason: '' });
  const left = purchase.seats - purchase.refundedSeats;

  if (!asking) {
    return (
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          {left} de {purchase.seats} licencias
          {purchase.refundedSeats > 0 && ` (${purchase.refundedSeats} reintegradas)`}
        </p>
        <Button variant="outline" onClick={() => setAsking(true)}>
          <Icon node={Users} className="size-4" aria-hidden="true" />
          Reintegrar licencias sin usar
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refund.mutate(
      { purchaseId: purchase.id, ...form.values },
      dialogOutcome(onDone, form.showError),
    );
  };

  return (
    <RefundFormFrame
      label="Reintegrar licencias sin usar"
      submitLabel="Reintegrar licencias"
      pending={refund.isPending}
      reason={form.field('reason')}
      onSubmit={submit}
      onCancel={() => setAsking(false)}
    >
      <p className="text-sm text-slate-700">
        Se devuelve la parte del pago de cada licencia que nadie empezó: primero las libres, después
        las asignadas sin empezar (esa persona deja de tener el curso). Las que ya se usan siguen
        con sus estudiantes. Se emite la nota de crédito por ese importe.
      </p>
      <TextField
        label="Licencias a reintegrar"
        type="number"
        inputMode="numeric"
        min={1}
        max={left}
        {...form.field('seats')}
      />
    </RefundFormFrame>
  );
}
