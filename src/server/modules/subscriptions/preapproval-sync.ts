import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { grantPlanCourses, revokePlanCourses } from '../enrollments/service';
import type { ProviderSubscription } from '../payments/providers/types';
import { opensCourses } from './access';
import { planCancelledEmail } from './emails';
import { lockSubscriptionOf, updateSubscription, type SubscriptionRow } from './store';

export type PlanSyncOutcome = 'unknown' | 'not_ours' | 'unchanged' | 'updated';

/**
 * Takes a subscription out of the provider's charges: cancelled while its period lasts, or ended
 * (its courses taken back) when nothing paid is left. Answers the mail it queues, if any.
 */
export async function closeSubscription(
  tx: Db,
  ctx: ServiceContext,
  subscription: SubscriptionRow,
  now: Date,
): Promise<string | undefined> {
  const stillPaid = opensCourses(subscription, now) && subscription.paidUntil !== null;
  const closed = await updateSubscription(tx, subscription.id, {
    status: stillPaid ? 'cancelled' : 'ended',
    cancelledAt: subscription.cancelledAt ?? now,
    endedAt: stillPaid ? null : now,
    cancelTokenHash: null,
    updatedAt: now,
  });
  if (!stillPaid) await revokePlanCourses(tx, subscription.id);
  if (subscription.status === 'pending' || subscription.userId === null) return undefined;
  const mail = planCancelledEmail({
    to: closed.payerEmail,
    name: closed.payerName,
    accessUntil: stillPaid ? closed.paidUntil : null,
    appUrl: ctx.config.appUrl,
  });
  return ctx.mail.queue(tx, mail, { key: `plan-cancelled:${subscription.id}` });
}

/** What the provider's word on the preapproval changes in its subscription. */
async function applyPreapproval(
  tx: Db,
  ctx: ServiceContext,
  subscription: SubscriptionRow,
  remote: ProviderSubscription,
): Promise<{ changed: boolean; mailId?: string }> {
  const now = ctx.now();
  const { status } = subscription;
  if (remote.status === 'authorized') {
    if (status !== 'pending' && status !== 'paused') {
      if (remote.nextPaymentDate?.getTime() === subscription.nextPaymentAt?.getTime()) {
        return { changed: false };
      }
      await updateSubscription(tx, subscription.id, {
        nextPaymentAt: remote.nextPaymentDate,
        updatedAt: now,
      });
      return { changed: true };
    }
    // Authorized: the courses open now; the first charge follows within the grace.
    await updateSubscription(tx, subscription.id, {
      status: 'active',
      authorizedAt: now,
      nextPaymentAt: remote.nextPaymentDate,
      updatedAt: now,
    });
    await grantPlanCourses(tx, { subscriptionId: subscription.id, now });
    return { changed: true };
  }
  if (remote.status === 'cancelled' || remote.status === 'paused') {
    // Stopped at MercadoPago (its retries ran out, or the subscriber did it there).
    if (status === 'ended' || status === 'cancelled') return { changed: false };
    return { changed: true, mailId: await closeSubscription(tx, ctx, subscription, now) };
  }
  return { changed: false };
}

/**
 * The one way a subscription learns about its preapproval, for the webhook and the sandbox:
 * ask the provider for the truth, then apply it on the locked subscription. Idempotent.
 */
export async function syncPreapproval(
  ctx: ServiceContext,
  preapprovalId: string,
): Promise<PlanSyncOutcome> {
  const remote = await ctx.payments.getSubscription(preapprovalId);
  if (!remote) return 'unknown';
  const applied = await ctx.db.transaction(async (tx) => {
    const subscription = await lockSubscriptionOf(tx, ctx.payments.name, remote.id);
    if (!subscription) return undefined;
    return applyPreapproval(tx, ctx, subscription, remote);
  });
  if (!applied) return 'not_ours';
  if (applied.mailId) void ctx.mail.deliver([applied.mailId]);
  return applied.changed ? 'updated' : 'unchanged';
}
