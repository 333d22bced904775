import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchaseEvents, purchases, type planSubscriptions } from '../../db/schema';
import { PLAN_NAME } from '../../../shared/plan-subscription';
import { owedInvoice } from '../invoices/outbox';
import type { SyncSource } from './sync';

type SubscriptionRow = typeof planSubscriptions.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;

/** What every month of the plan is sold as: one title, so the reports add the months up. */
export const PLAN_ITEM = { slug: 'plan-contador', title: `${PLAN_NAME}: suscripción mensual` };

/**
 * Records one approved monthly payment of a subscription as a purchase of its own, in the
 * caller's transaction, with the invoice it owes when invoicing is on. A payment recorded
 * already (the same notification again, or two at once) is not recorded twice: `undefined`.
 */
export async function recordPlanCharge(
  tx: Db,
  ctx: ServiceContext,
  charge: {
    subscription: SubscriptionRow;
    paymentId: string;
    amount: number;
    currency: string;
    approvedAt: Date;
    source: SyncSource;
  },
): Promise<{ purchase: PurchaseRow; invoiceId: string | undefined } | undefined> {
  const { subscription, source } = charge;
  const now = ctx.now();
  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId: subscription.userId,
      courseSlug: PLAN_ITEM.slug,
      courseTitle: PLAN_ITEM.title,
      planSubscriptionId: subscription.id,
      provider: subscription.provider,
      paymentId: charge.paymentId,
      status: 'approved',
      statusDetail: 'accredited',
      amount: charge.amount,
      currency: charge.currency,
      payerName: subscription.payerName,
      payerLastname: subscription.payerLastname,
      payerEmail: subscription.payerEmail,
      payerDocument: subscription.payerDocument,
      payerCountry: subscription.payerCountry,
      payerRegion: subscription.payerRegion,
      payerLocation: subscription.payerLocation,
      approvedAt: charge.approvedAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!purchase) return undefined;
  await tx.insert(purchaseEvents).values({
    purchaseId: purchase.id,
    status: 'approved',
    statusDetail: 'accredited',
    paymentId: charge.paymentId,
    source,
    note: `Suscripción ${subscription.id}`,
    createdAt: now,
  });
  const arca = ctx.config.arca;
  const invoiceId = arca ? await owedInvoice(tx, arca, purchase) : undefined;
  return { purchase, invoiceId };
}
