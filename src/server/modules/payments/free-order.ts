import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchaseEvents, purchases } from '../../db/schema';
import { countCouponUse } from '../coupons/store';
import { receiptEmail } from './emails';
import { grantPurchase } from './purchase-grants';
import { queueToBuyer } from './sync';

type NewPurchase = typeof purchases.$inferInsert & { userId: string };

/** The status detail of a purchase a coupon paid in full. */
export const FREE_WITH_COUPON = 'free_with_coupon';

/**
 * A coupon that takes the whole price: nothing to charge, so no provider and no invoice. The
 * purchase is recorded approved at $ 0 with its coupon, what it buys granted, the coupon's use
 * counted and the receipt queued, all in the checkout's transaction.
 */
export async function grantFreeOrder(tx: Db, ctx: ServiceContext, values: NewPurchase, now: Date) {
  const [purchase] = await tx
    .insert(purchases)
    .values({
      ...values,
      status: 'approved',
      statusDetail: FREE_WITH_COUPON,
      approvedAt: now,
      nextCheckAt: null,
    })
    .returning();
  if (!purchase) throw new Error('purchase insert returned no row');
  await tx.insert(purchaseEvents).values({
    purchaseId: purchase.id,
    status: 'approved',
    statusDetail: FREE_WITH_COUPON,
    source: 'checkout',
    note: `Cupón ${values.couponCode ?? ''}: descuento total, sin pago`,
    createdAt: now,
  });
  await grantPurchase(tx, purchase, now);
  await countCouponUse(tx, values.couponId ?? null, now);
  const mailIds = await queueToBuyer(
    tx,
    ctx,
    purchase,
    'receipt',
    receiptEmail(purchase, ctx.config.appUrl),
  );
  return { purchase, mailIds };
}

/** Where the buyer goes after a purchase with nothing to pay: the result screen, approved. */
export function freeOrderAddress(appUrl: string, purchaseId: string): string {
  const query = new URLSearchParams({ external_reference: purchaseId, status: 'approved' });
  return `${appUrl}/payments/success?${query.toString()}`;
}
