import type { OwnSubscription } from '../../../shared/responses/plan-subscription';
import type { Db } from '../../db/client';
import { graceEnd } from './access';
import { planOffer } from './settings';
import { liveSubscriptionOf } from './store';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The account's subscription as its page shows it, with the plan on offer. */
export async function ownSubscription(db: Db, userId: string): Promise<OwnSubscription> {
  const [subscription, plan] = await Promise.all([liveSubscriptionOf(db, userId), planOffer(db)]);
  if (!subscription || subscription.status === 'ended') {
    return {
      status: 'none',
      monthlyPrice: null,
      startedAt: null,
      nextPaymentDate: null,
      accessUntil: null,
      graceUntil: null,
      cancelledAt: null,
      initPoint: null,
      plan,
    };
  }
  const { status } = subscription;
  return {
    status,
    monthlyPrice: subscription.monthlyPrice,
    startedAt: iso(subscription.authorizedAt),
    nextPaymentDate: status === 'active' ? iso(subscription.nextPaymentAt) : null,
    accessUntil: iso(subscription.paidUntil),
    graceUntil:
      subscription.paymentFailedAt && status === 'active' ? iso(graceEnd(subscription)) : null,
    cancelledAt: iso(subscription.cancelledAt),
    initPoint: status === 'pending' ? subscription.initPoint : null,
    plan,
  };
}
