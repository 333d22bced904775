import { addMonth } from '../../../shared/calendar-days';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { ISSUE_VOUCHER_JOB } from '../invoices/outbox';
import { grantPlanCourses } from '../enrollments/service';
import { recordPlanCharge } from '../payments/plan-charge';
import type { ProviderSubscriptionCharge } from '../payments/providers/types';
import type { SyncSource } from '../payments/sync';
import { graceEnd } from './access';
import { planPaymentFailedEmail, planReceiptEmail } from './emails';
import type { PlanSyncOutcome } from './preapproval-sync';
import { lockSubscriptionOf, updateSubscription, type SubscriptionRow } from './store';

/**
 * The end of the period a payment made at `paidAt` pays: a month after the last period's end
 * when it pays that period (on time, or late within the grace), a month after the payment when
 * it starts afresh (the first one, or one after a pause).
 */
export function periodPaidBy(subscription: SubscriptionRow, paidAt: Date): Date {
  const grace = graceEnd(subscription);
  const continues = subscription.paidUntil !== null && grace !== null && paidAt <= grace;
  return addMonth(continues ? subscription.paidUntil! : paidAt);
}

type Applied = { changed: boolean; mailIds: (string | undefined)[]; voucherId?: string };

/** An approved month: recorded once as a purchase, the period extended, the courses open. */
async function applyPaid(
  tx: Db,
  ctx: ServiceContext,
  subscription: SubscriptionRow,
  charge: ProviderSubscriptionCharge & { paymentId: string },
  source: SyncSource,
): Promise<Applied> {
  const now = ctx.now();
  const paidAt = charge.debitDate ?? now;
  const recorded = await recordPlanCharge(tx, ctx, {
    subscription,
    paymentId: charge.paymentId,
    amount: charge.amount,
    currency: charge.currency,
    approvedAt: paidAt,
    source,
  });
  if (!recorded) return { changed: false, mailIds: [] };
  const paidUntil = periodPaidBy(subscription, paidAt);
  const reopens = subscription.status !== 'cancelled' && subscription.status !== 'ended';
  await updateSubscription(tx, subscription.id, {
    ...(reopens ? { status: 'active' as const } : {}),
    authorizedAt: subscription.authorizedAt ?? paidAt,
    paidUntil,
    nextPaymentAt: paidUntil,
    paymentFailedAt: null,
    updatedAt: now,
  });
  if (reopens) await grantPlanCourses(tx, { subscriptionId: subscription.id, now });
  const receipt = planReceiptEmail({
    to: subscription.payerEmail,
    name: subscription.payerName,
    amount: charge.amount,
    paymentId: charge.paymentId,
    paidAt,
    paidUntil,
    appUrl: ctx.config.appUrl,
  });
  const mailId = await ctx.mail.queue(tx, receipt, { key: `plan-receipt:${recorded.purchase.id}` });
  return { changed: true, mailIds: [mailId], voucherId: recorded.invoiceId };
}

/** A failed month: the grace starts (once per failure), and the subscriber is told until when. */
async function applyFailed(
  tx: Db,
  ctx: ServiceContext,
  subscription: SubscriptionRow,
): Promise<Applied> {
  if (subscription.status !== 'active' || subscription.paymentFailedAt !== null) {
    return { changed: false, mailIds: [] };
  }
  const now = ctx.now();
  const failed = await updateSubscription(tx, subscription.id, {
    paymentFailedAt: now,
    updatedAt: now,
  });
  const mail = planPaymentFailedEmail({
    to: failed.payerEmail,
    name: failed.payerName,
    graceUntil: graceEnd(failed) ?? now,
    appUrl: ctx.config.appUrl,
  });
  const key = `plan-failed:${subscription.id}:${now.getTime()}`;
  return { changed: true, mailIds: [await ctx.mail.queue(tx, mail, { key })] };
}

/**
 * A monthly charge the provider reported (an authorized payment), applied on the locked
 * subscription: an approved one once, however often it is notified; a rejected one starts the
 * grace. Others (scheduled, still being processed) change nothing yet.
 */
export async function syncCharge(
  ctx: ServiceContext,
  chargeId: string,
  source: SyncSource,
): Promise<PlanSyncOutcome> {
  const charge = await ctx.payments.getSubscriptionCharge(chargeId);
  if (!charge) return 'unknown';
  const applied = await ctx.db.transaction(async (tx) => {
    const subscription = await lockSubscriptionOf(tx, ctx.payments.name, charge.preapprovalId);
    if (!subscription) return undefined;
    const { paymentId } = charge;
    if (charge.paymentStatus === 'approved' && paymentId) {
      return applyPaid(tx, ctx, subscription, { ...charge, paymentId }, source);
    }
    if (charge.paymentStatus === 'rejected' || charge.status === 'recycling') {
      return applyFailed(tx, ctx, subscription);
    }
    return { changed: false, mailIds: [] };
  });
  if (!applied) return 'not_ours';
  void ctx.mail.deliver(applied.mailIds);
  if (applied.voucherId) await ctx.jobs.send(ISSUE_VOUCHER_JOB, { invoiceId: applied.voucherId });
  return applied.changed ? 'updated' : 'unchanged';
}
