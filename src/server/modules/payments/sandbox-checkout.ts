import { and, desc, eq } from 'drizzle-orm';
import { SANDBOX_NOT_FOUND, type SandboxOutcome } from '../../../shared/purchases';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchases, sandboxPayments } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { syncPurchase } from './sync';
import type { SandboxCheckout } from '../../../shared/responses/payments';

const DETAIL: Record<SandboxOutcome, string> = {
  approved: 'accredited',
  rejected: 'cc_rejected_other_reason',
  pending: 'pending_waiting_payment',
};
const RESULT_PAGE: Record<SandboxOutcome, string> = {
  approved: 'success',
  rejected: 'failure',
  pending: 'pending',
};

export const SANDBOX_ALREADY_PAID = 'Este pago de prueba ya fue aprobado.';

/**
 * The sandbox checkout's purchase (locked when asked), its payment waiting to be settled, and
 * whether one of its payments was approved already.
 */
async function findCheckout(db: Db, preferenceId: string, options = { lock: false }) {
  const checkout = db
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, 'sandbox'), eq(purchases.preferenceId, preferenceId)));
  const [purchase] = await (options.lock ? checkout.for('update') : checkout);
  if (!purchase) throw notFound(SANDBOX_NOT_FOUND);
  const payments = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.preferenceId, preferenceId))
    .orderBy(desc(sandboxPayments.id));
  return {
    purchase,
    open: payments.find((payment) => payment.status === 'pending'),
    approved: payments.some((payment) => payment.status === 'approved'),
  };
}

/** What the sandbox's 'Pago de prueba' page shows for one checkout. */
export async function sandboxCheckout(
  ctx: ServiceContext,
  preferenceId: string,
): Promise<SandboxCheckout> {
  const { purchase, open } = await findCheckout(ctx.db, preferenceId);
  return {
    preferenceId,
    courseTitle: purchase.courseTitle,
    amount: purchase.amount,
    currency: purchase.currency,
    payerEmail: purchase.payerEmail,
    purchaseStatus: purchase.status,
    pendingPaymentId: open ? String(open.id) : null,
  };
}

/**
 * Pays a sandbox checkout the way a buyer would at MercadoPago: a payment that waits (cash)
 * is settled by the next outcome, any other outcome is a new payment. The purchase then
 * learns about it through the same sync as a webhook, and the buyer returns to the result
 * screen with the query parameters MercadoPago appends. The checkout's row is locked while the
 * payment is written, so that of several approvals at once only the first is made.
 */
export async function paySandboxCheckout(
  ctx: ServiceContext,
  preferenceId: string,
  outcome: SandboxOutcome,
): Promise<{ redirect: string }> {
  const now = ctx.now();
  const { purchase, payment } = await ctx.db.transaction(async (tx) => {
    const { purchase, open, approved } = await findCheckout(tx, preferenceId, { lock: true });
    if (purchase.status === 'approved' || approved) throw conflict(SANDBOX_ALREADY_PAID);
    const values = {
      status: outcome,
      statusDetail: DETAIL[outcome],
      approvedAt: outcome === 'approved' ? now : null,
    };
    const [payment] = open
      ? await tx
          .update(sandboxPayments)
          .set(values)
          .where(eq(sandboxPayments.id, open.id))
          .returning()
      : await tx
          .insert(sandboxPayments)
          .values({
            ...values,
            preferenceId,
            externalReference: purchase.id,
            amount: purchase.amount,
            currency: purchase.currency,
            createdAt: now,
          })
          .returning();
    if (!payment) throw new Error('sandbox payment write returned no row');
    return { purchase, payment };
  });
  await syncPurchase(ctx, String(payment.id), 'sandbox');

  const query = new URLSearchParams({
    collection_id: String(payment.id),
    collection_status: outcome,
    payment_id: String(payment.id),
    status: outcome,
    external_reference: purchase.id,
    payment_type: 'account_money',
    merchant_order_id: 'null',
    preference_id: preferenceId,
    site_id: 'MLA',
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  });
  return { redirect: `/payments/${RESULT_PAGE[outcome]}?${query.toString()}` };
}
