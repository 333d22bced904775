import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { duplicatePayments, purchaseEvents, purchases } from '../../db/schema';
import { ownsWhatItSells } from './purchase-grants';
import { buyerAddresses } from '../../mail/buyer-addresses';
import { duplicateRefundNotice } from './emails';
import type { ProviderPayment } from './providers/types';
import type { Decision, PaymentFacts } from './transitions';

type PurchaseRow = typeof purchases.$inferSelect;

/** The status detail of a purchase closed by refunding its only approved payment, a duplicate. */
export const DUPLICATE_DETAIL = 'duplicate_payment';
export const DUPLICATE_REFUND_JOB = 'refund-duplicate-payment';

/**
 * What `decide` needs to know besides the purchase, read inside the transaction that holds the
 * buyer's row (see buyer-lock.ts), so that two payments of one course never both grant it.
 * Ownership is the enrolment itself: a blocked buyer who pays again has still paid twice.
 */
export async function paymentFacts(
  tx: Db,
  purchase: PurchaseRow,
  payment: ProviderPayment,
): Promise<PaymentFacts> {
  const [known] = await tx
    .select({ id: duplicatePayments.id })
    .from(duplicatePayments)
    .where(
      and(
        eq(duplicatePayments.provider, purchase.provider),
        eq(duplicatePayments.paymentId, payment.id),
      ),
    );
  return { knownDuplicate: known !== undefined, owned: await ownsWhatItSells(tx, purchase) };
}

/**
 * Records a duplicate payment as owed back to the buyer (the refund itself follows the commit),
 * and closes a purchase that had nothing else to show for it as refunded.
 */
export async function recordDuplicate(
  tx: Db,
  change: {
    purchase: PurchaseRow;
    payment: ProviderPayment;
    decision: Extract<Decision, { kind: 'duplicate' }>;
    source: (typeof purchaseEvents.$inferInsert)['source'];
    now: Date;
  },
): Promise<PurchaseRow> {
  const { purchase, payment, decision, source, now } = change;
  await tx
    .insert(duplicatePayments)
    .values({
      purchaseId: purchase.id,
      provider: purchase.provider,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [after] = decision.settle
    ? await tx
        .update(purchases)
        .set({
          status: 'refunded',
          statusDetail: DUPLICATE_DETAIL,
          paymentId: payment.id,
          nextCheckAt: null,
          updatedAt: now,
        })
        .where(eq(purchases.id, purchase.id))
        .returning()
    : [purchase];
  await tx.insert(purchaseEvents).values({
    purchaseId: purchase.id,
    paymentId: payment.id,
    source,
    status: after?.status ?? purchase.status,
    statusDetail: payment.statusDetail,
    note: `Reintegrada automáticamente: pago duplicado ${payment.id} (el curso ya era del comprador).`,
    createdAt: now,
  });
  return after ?? purchase;
}

/**
 * Gives a duplicate payment back through the provider, once: the provider's idempotency key is
 * the payment's, and only the first confirmation is recorded and told to the buyer.
 */
export async function refundDuplicate(ctx: ServiceContext, paymentId: string): Promise<void> {
  const provider = ctx.payments.name;
  const [owed] = await ctx.db
    .select()
    .from(duplicatePayments)
    .where(
      and(eq(duplicatePayments.provider, provider), eq(duplicatePayments.paymentId, paymentId)),
    );
  if (!owed || owed.status === 'refunded') return;
  await ctx.payments.refund(paymentId, `duplicate-${paymentId}`);
  const now = ctx.now();
  const mailIds = await ctx.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(duplicatePayments)
      .set({ status: 'refunded', refundedAt: now })
      .where(and(eq(duplicatePayments.id, owed.id), eq(duplicatePayments.status, 'owed')))
      .returning({ id: duplicatePayments.id });
    if (!marked) return [];
    const [row] = await tx.select().from(purchases).where(eq(purchases.id, owed.purchaseId));
    if (!row) return [];
    await tx.insert(purchaseEvents).values({
      purchaseId: row.id,
      paymentId,
      source: 'refund',
      status: row.status,
      note: `Pago duplicado ${paymentId} reintegrado.`,
      createdAt: now,
    });
    const notice = duplicateRefundNotice(row, owed, ctx.config.appUrl);
    const ids = [];
    for (const to of await buyerAddresses(tx, row)) {
      ids.push(
        await ctx.mail.queue(tx, { ...notice, to }, { key: `duplicate:${paymentId}:${to}` }),
      );
    }
    return ids;
  });
  void ctx.mail.deliver(mailIds);
}

/** The refund at once, or, with the provider down, a retried job (and the sweep behind it). */
export async function refundDuplicateSoon(ctx: ServiceContext, paymentId: string): Promise<void> {
  try {
    await refundDuplicate(ctx, paymentId);
  } catch (error) {
    ctx.log.warn({ err: error, paymentId }, 'duplicate payment refund deferred to the job queue');
    await ctx.jobs.send(DUPLICATE_REFUND_JOB, { paymentId });
  }
}

/** Duplicate payments still owed (the provider was down and the job was lost): asked again. */
export async function sweepOwedDuplicates(ctx: ServiceContext): Promise<number> {
  const owed = await ctx.db
    .select({ paymentId: duplicatePayments.paymentId })
    .from(duplicatePayments)
    .where(
      and(eq(duplicatePayments.provider, ctx.payments.name), eq(duplicatePayments.status, 'owed')),
    )
    .orderBy(asc(duplicatePayments.createdAt));
  for (const { paymentId } of owed) await refundDuplicateSoon(ctx, paymentId);
  return owed.length;
}
