import { clsx } from 'clsx';
import { MonitorPlay } from 'lucide';
import { SUBSTANTIAL_USE_PERCENT } from '../../../shared/consumer-rules';
import { formatDate } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/money';
import { Icon } from '../../components/ui/Icon';
import type { WithdrawablePurchase } from '../../../shared/responses/consumer';

type WithdrawableChoiceProps = {
  purchase: WithdrawablePurchase;
  /** Whether the person picks it; absent when it is the only purchase (nothing to pick). */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  describedBy?: string;
};

/** One purchase the link can withdraw: course, date, amount, the last day, and a review note. */
export function WithdrawableChoice({
  purchase,
  checked,
  onChange,
  describedBy,
}: WithdrawableChoiceProps) {
  const id = `compra-${purchase.id}`;
  const choosable = onChange !== undefined;
  return (
    <li
      className={clsx(
        'flex gap-3 rounded-xl border p-4',
        checked ? 'border-brand-400 bg-brand-50' : 'border-slate-200',
      )}
    >
      {choosable && (
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={choosable ? id : undefined} className="font-semibold text-brand-900">
          {purchase.courseTitle}
        </label>
        <p className="text-sm text-slate-700">
          Comprado el {formatDate(purchase.purchasedAt)} por{' '}
          <span className="tabular-nums">{formatPrice(purchase.amount)}</span>. Podés cancelarla
          hasta el {formatDate(purchase.deadline)} inclusive.
        </p>
        {purchase.review && (
          <p className="flex gap-2 text-sm text-amber-900">
            <Icon node={MonitorPlay} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Ya usaste más del {SUBSTANTIAL_USE_PERCENT} % del curso: una persona del estudio revisa
            el pedido antes del reintegro.
          </p>
        )}
      </div>
    </li>
  );
}
