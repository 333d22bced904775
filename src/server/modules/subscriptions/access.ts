import { PLAN_GRACE_DAYS } from '../../../shared/plan-subscription';
import type { SubscriptionRow } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when an active subscription keeps its courses without a new payment: the end of the
 * period paid (or the authorization, before the first payment) and the grace after it, while
 * MercadoPago tries the card again. Past it, access pauses.
 */
export function graceEnd(subscription: Pick<SubscriptionRow, 'paidUntil' | 'authorizedAt'>) {
  const from = subscription.paidUntil ?? subscription.authorizedAt;
  return from ? new Date(from.getTime() + PLAN_GRACE_DAYS * DAY_MS) : null;
}

/** Whether a subscription opens the courses now (a cancelled one until its period ends). */
export function opensCourses(subscription: SubscriptionRow, now: Date): boolean {
  if (subscription.status === 'active') return (graceEnd(subscription) ?? now) > now;
  if (subscription.status === 'cancelled') return (subscription.paidUntil ?? now) > now;
  return false;
}
