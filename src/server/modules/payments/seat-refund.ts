import { and, eq, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { roundToCents } from '../../../shared/money';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchaseEvents, purchases, seatRefunds } from '../../db/schema';
import { ISSUE_VOUCHER_JOB, owedCreditNote } from '../invoices/outbox';
import { seatRefundNotice } from './emails';
import { queueToBuyer } from './sync';

type PurchaseRow = typeof purchases.$inferSelect;
export type SeatRefundRow = typeof seatRefunds.$inferSelect;

/** How long a seat refund may wait for the provider before the sweep asks again. */
const RETRY_AFTER_MS = 60 * 1000;

/**
 * What `count` seats of a company's purchase give back: their share of what was paid, in cents.
 * The last seats take what is left, so that the shares add up to the amount paid exactly.
 */
export function seatsShare(
  purchase: Pick<PurchaseRow, 'amount' | 'seats' | 'refundedSeats' | 'refundedAmount'>,
  count: number,
): number {
  const seats = purchase.seats ?? 1;
  if (purchase.refundedSeats + count >= seats) {
    return roundToCents(purchase.amount - purchase.refundedAmount);
  }
  return roundToCents((purchase.amount * count) / seats);
}

/**
 * Records, in the caller's transaction on the locked purchase, that `count` seats are given back:
 * the refund owed (pending until the provider takes it) and the purchase's refunded seats and
 * amount, which the reports count off at once.
 */
export async function openSeatRefund(
  tx: Db,
  purchase: PurchaseRow,
  refund: { count: number; reason: string; source: 'admin' | 'consumer'; now: Date },
): Promise<SeatRefundRow> {
  const amount = seatsShare(purchase, refund.count);
  const [row] = await tx
    .insert(seatRefunds)
    .values({
      purchaseId: purchase.id,
      seats: refund.count,
      amount,
      reason: refund.reason,
      createdAt: refund.now,
    })
    .returning();
  await tx
    .update(purchases)
    .set({
      refundedSeats: purchase.refundedSeats + refund.count,
      refundedAmount: roundToCents(purchase.refundedAmount + amount),
      updatedAt: refund.now,
    })
    .where(eq(purchases.id, purchase.id));
  await tx.insert(purchaseEvents).values({
    purchaseId: purchase.id,
    status: purchase.status,
    paymentId: purchase.paymentId,
    source: refund.source,
    note: `Reintegro de ${refund.count} licencia(s) sin usar: ${refund.reason}`,
    createdAt: refund.now,
  });
  return row!;
}

/**
 * Asks the provider for a seat refund still owed (the same key again refunds once), then marks it
 * done with the credit note it owes and the buyer's notice. A provider that does not answer
 * leaves it pending for the sweep; the error goes up to the caller.
 */
export async function settleSeatRefund(ctx: ServiceContext, refundId: string): Promise<void> {
  const [found] = await ctx.db
    .select({ refund: seatRefunds, purchase: purchases })
    .from(seatRefunds)
    .innerJoin(purchases, eq(purchases.id, seatRefunds.purchaseId))
    .where(eq(seatRefunds.id, refundId));
  if (!found || found.refund.status === 'done' || !found.purchase.paymentId) return;
  const { refund, purchase } = found;
  await ctx.payments.refundPart(purchase.paymentId!, refund.amount, `seat-refund-${refund.id}`);
  const now = ctx.now();
  const settled = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(seatRefunds)
      .set({ status: 'done', refundedAt: now })
      .where(and(eq(seatRefunds.id, refund.id), eq(seatRefunds.status, 'pending')))
      .returning();
    if (!done) return undefined;
    const arca = ctx.config.arca;
    const part = { seatRefundId: done.id, amount: done.amount };
    const voucherId = arca ? await owedCreditNote(tx, arca, purchase, part) : undefined;
    const notice = seatRefundNotice(purchase, done, ctx.config.appUrl);
    const mailIds = await queueToBuyer(tx, ctx, purchase, `refund-seats-${done.id}`, notice);
    return { voucherId, mailIds };
  });
  if (!settled) return;
  void ctx.mail.deliver(settled.mailIds);
  if (settled.voucherId) await ctx.jobs.send(ISSUE_VOUCHER_JOB, { invoiceId: settled.voucherId });
}

/** Seat refunds the provider did not take when asked: asked again (the refund job's sweep). */
export async function sweepOwedSeatRefunds(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - RETRY_AFTER_MS);
  const owed = await ctx.db
    .select({ id: seatRefunds.id })
    .from(seatRefunds)
    .where(and(eq(seatRefunds.status, 'pending'), lte(seatRefunds.createdAt, before)));
  for (const { id } of owed) {
    await settleSeatRefund(ctx, id).catch((error: unknown) => {
      ctx.log.warn({ err: error, seatRefundId: id }, 'seat refund still owed');
    });
  }
  return owed.length;
}

/** Whether some of the purchase's seats were given back (its arrepentimiento then was partial). */
export const hasSeatRefunds = (purchaseId: SQLWrapper) =>
  sql`exists (select 1 from ${seatRefunds} r where r.purchase_id = ${purchaseId})`;
