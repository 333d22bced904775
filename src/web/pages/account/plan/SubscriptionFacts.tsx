import { formatPrice } from '../../../../shared/money';
import type { OwnSubscription } from '../../../../shared/responses/plan-subscription';
import { CardFacts } from '../../../components/ui/CardFacts';
import type { StatusTone } from '../../../components/ui/StatusTag';
import { dayOrDash, subscriptionStatus } from './subscription-status';

const STATUS_COLOURS: Record<StatusTone, string> = {
  success: 'text-emerald-800',
  error: 'text-red-800',
  warning: 'text-amber-900',
  neutral: 'text-slate-800',
  brand: 'text-brand-800',
};

/** Its state, monthly price and dates, one a line. */
export function SubscriptionFacts({ subscription }: { subscription: OwnSubscription }) {
  const { text, tone } = subscriptionStatus(subscription);
  const price = subscription.monthlyPrice ?? subscription.plan.monthlyPrice;
  return (
    <CardFacts
      className="max-w-xl gap-y-2"
      facts={[
        {
          label: 'Estado',
          // A sentence that wraps on a phone, unlike a StatusTag.
          value: (
            <span className={`font-semibold break-normal ${STATUS_COLOURS[tone]}`}>{text}</span>
          ),
        },
        { label: 'Precio mensual', value: formatPrice(price) },
        { label: 'Desde', value: dayOrDash(subscription.startedAt) },
        { label: 'Próximo pago', value: dayOrDash(subscription.nextPaymentDate) },
        { label: 'Acceso hasta', value: dayOrDash(subscription.accessUntil) },
      ]}
    />
  );
}
