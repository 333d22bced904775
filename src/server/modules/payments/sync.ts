import { eq } from 'drizzle-orm';
import type { PurchaseStatus } from '../../../shared/purchases';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchaseEvents, purchases } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { countCouponUse } from '../coupons/store';
import { ISSUE_VOUCHER_JOB, owedCreditNote, owedInvoice } from '../invoices/outbox';
import { buyerAddresses } from '../../mail/buyer-addresses';
import { settleBooking } from './booking-settlement';
import { settleReminders } from './checkout-reminders';
import { lockPurchase, lockPurchaseOfPayment } from './buyer-lock';
import { grantPurchase, revokePurchase } from './purchase-grants';
import { paymentFacts, recordDuplicate, refundDuplicateSoon } from './duplicates';
import { receiptEmail, refundNotice, reviewAlertEmail } from './emails';
import type { ProviderPayment } from './providers/types';
import { decide, type Decision } from './transitions';

export type SyncSource = 'webhook' | 'reconcile' | 'return' | 'sandbox' | 'admin' | 'consumer';

export type SyncOutcome =
  | { result: 'unknown_payment' | 'not_ours' }
  /** What the payment did (see `Decision`) and the purchase's status after it. */
  | { result: Decision['kind']; purchaseId: string; status: PurchaseStatus };

type PurchaseRow = typeof purchases.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses after which nothing is left to ask the provider. */
const FINAL: PurchaseStatus[] = ['approved', 'refunded', 'charged_back'];

/**
 * The one way a purchase learns about its payment, for the webhook, the result screen, the
 * reconciliation pass and the sandbox alike: ask the provider for the truth, then apply it.
 * Idempotent: the same payment applied twice (or fifty times at once) grants once.
 */
export async function syncPurchase(
  ctx: ServiceContext,
  paymentId: string,
  source: SyncSource,
): Promise<SyncOutcome> {
  const payment = await ctx.payments.getPayment(paymentId);
  if (!payment) return { result: 'unknown_payment' };
  return applyPayment(ctx, payment, source);
}

/** Applies a payment the provider reported, inside one transaction on the locked purchase. */
export async function applyPayment(
  ctx: ServiceContext,
  payment: ProviderPayment,
  source: SyncSource,
): Promise<SyncOutcome> {
  const purchaseId = payment.externalReference;
  if (!purchaseId || !UUID.test(purchaseId)) return { result: 'not_ours' };
  const now = ctx.now();

  const applied = await ctx.db.transaction(async (tx) => {
    // A month of the 'Plan Contador' is referenced by its subscription: found by its payment.
    const purchase =
      (await lockPurchase(tx, purchaseId, ctx.payments.name)) ??
      (await lockPurchaseOfPayment(tx, payment.id, ctx.payments.name));
    if (!purchase) return undefined;
    const decision = decide(purchase, payment, await paymentFacts(tx, purchase, payment));
    const after = await record(tx, { purchase, payment, decision, source, now });
    const voucherId = await owedVoucher(tx, ctx, decision, after);
    const mailIds = [
      ...(await announce(tx, ctx, { decision, purchase: after, payment })),
      ...(await settleBooking(tx, ctx, { decision, purchase: after, now })),
    ];
    return { decision, purchase: after, voucherId, mailIds };
  });
  if (!applied) return { result: 'not_ours' };

  const { decision, purchase, voucherId, mailIds } = applied;
  void ctx.mail.deliver(mailIds);
  if (decision.kind === 'duplicate') await refundDuplicateSoon(ctx, decision.paymentId);
  if (voucherId) await ctx.jobs.send(ISSUE_VOUCHER_JOB, { invoiceId: voucherId });
  return { result: decision.kind, purchaseId: purchase.id, status: purchase.status };
}

async function record(
  tx: Db,
  change: {
    purchase: PurchaseRow;
    payment: ProviderPayment;
    decision: Decision;
    source: SyncSource;
    now: Date;
  },
): Promise<PurchaseRow> {
  const { purchase, payment, decision, source, now } = change;
  if (decision.kind === 'none') return purchase;
  if (decision.kind === 'duplicate') return recordDuplicate(tx, { ...change, decision });

  const event = {
    purchaseId: purchase.id,
    paymentId: payment.id,
    source,
    createdAt: now,
  };
  if (decision.kind === 'note' || decision.kind === 'review') {
    const flagged =
      decision.kind === 'review'
        ? await tx
            .update(purchases)
            .set({ reviewReason: decision.reason, updatedAt: now })
            .where(eq(purchases.id, purchase.id))
            .returning()
        : [];
    await tx.insert(purchaseEvents).values({
      ...event,
      status: purchase.status,
      statusDetail: payment.statusDetail,
      note: decision.kind === 'note' ? decision.note : decision.reason,
    });
    return flagged[0] ?? purchase;
  }

  const [updated] = await tx
    .update(purchases)
    .set({
      status: decision.status,
      statusDetail: decision.statusDetail,
      paymentId: decision.paymentId,
      ...(decision.grant ? { approvedAt: payment.approvedAt ?? now } : {}),
      ...(FINAL.includes(decision.status) ? { nextCheckAt: null } : {}),
      updatedAt: now,
    })
    .where(eq(purchases.id, purchase.id))
    .returning();
  await tx.insert(purchaseEvents).values({
    ...event,
    status: decision.status,
    statusDetail: decision.statusDetail,
  });
  // A use of the coupon counts with the approval, even beyond its limit: the buyer paid.
  if (decision.grant) await countCouponUse(tx, purchase.couponId, now);
  if (decision.grant) {
    await grantPurchase(tx, purchase, now);
    await settleReminders(tx, purchase, updated?.approvedAt ?? now);
  }
  if (decision.revoke) {
    const paid =
      purchase.seats !== null
        ? 'La compra de licencias del curso'
        : purchase.bundleId === null
          ? 'La compra del curso'
          : 'La compra de la ruta';
    await revokePurchase(tx, purchase, {
      reason:
        decision.status === 'charged_back'
          ? `${paid} tuvo un contracargo.`
          : `${paid} fue reintegrada.`,
      now,
    });
  }
  return updated ?? purchase;
}

/** With invoicing on: the invoice an approval owes, or the credit note a refund owes. */
async function owedVoucher(tx: Db, ctx: ServiceContext, decision: Decision, purchase: PurchaseRow) {
  const arca = ctx.config.arca;
  if (!arca || decision.kind !== 'update') return undefined;
  if (decision.grant) return owedInvoice(tx, arca, purchase);
  if (decision.status === 'refunded' || decision.status === 'charged_back') {
    return owedCreditNote(tx, arca, purchase);
  }
  return undefined;
}

/**
 * The mails the change promises, written with it: the buyer's receipt or refund notice (to the
 * account's address, and to the payer's when it is another), or an alert for the consultancy.
 */
async function announce(
  tx: Db,
  ctx: ServiceContext,
  change: { decision: Decision; purchase: PurchaseRow; payment: ProviderPayment },
): Promise<(string | undefined)[]> {
  const { decision, purchase, payment } = change;
  const { appUrl, contactEmail } = ctx.config;
  if (decision.kind === 'review') {
    ctx.log.error({ purchaseId: purchase.id, reason: decision.reason }, 'payment needs review');
    const alert = reviewAlertEmail(contactEmail, purchase, decision.reason, appUrl);
    return [await ctx.mail.queue(tx, alert, { key: `review:${purchase.id}:${payment.id}` })];
  }
  if (decision.kind !== 'update' || !(decision.grant || decision.revoke)) return [];
  // A consultation's own mails (its confirmation, its cancellation) say it: see settleBooking.
  // (A month of the plan is recorded approved with its own receipt, never granted here.)
  if (purchase.bookingId) return [];
  return decision.grant
    ? queueToBuyer(tx, ctx, purchase, 'receipt', receiptEmail(purchase, appUrl))
    : queueToBuyer(tx, ctx, purchase, 'refund', refundNotice(purchase, appUrl));
}

/** Queues a purchase's mail to each of the buyer's addresses, once per purchase and address. */
export async function queueToBuyer(
  tx: Db,
  ctx: ServiceContext,
  purchase: PurchaseRow,
  kind: string,
  message: MailMessage,
): Promise<(string | undefined)[]> {
  const ids = [];
  for (const to of await buyerAddresses(tx, purchase)) {
    ids.push(await ctx.mail.queue(tx, { ...message, to }, { key: `${kind}:${purchase.id}:${to}` }));
  }
  return ids;
}
