import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import type { ProviderName } from './providers/types';

/** How long a checkout can be paid (its preference's expiry); the reconciliation pass then closes it. */
export const CHECKOUT_TTL_MS = 48 * 60 * 60 * 1000;
/**
 * 'Pagar' leads back to an open checkout while at least this much of it is left; in its last
 * hour a new one is opened, so nobody lands on a checkout about to expire.
 */
export const REOPEN_MARGIN_MS = 60 * 60 * 1000;

type Buying = { userId: string; courseId: number };

/**
 * The buyer's checkout of the course that can still be paid and has no payment yet, at the
 * price the course has now and with the provider in use: paying for the course again means
 * paying there.
 */
export async function openCheckout(
  tx: Db,
  buying: Buying & { provider: ProviderName; price: number; now: Date },
) {
  const [open] = await tx
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, buying.userId),
        eq(purchases.courseId, buying.courseId),
        eq(purchases.provider, buying.provider),
        eq(purchases.status, 'pending'),
        isNull(purchases.paymentId),
        eq(purchases.amount, buying.price),
        gt(
          purchases.createdAt,
          new Date(buying.now.getTime() - CHECKOUT_TTL_MS + REOPEN_MARGIN_MS),
        ),
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return open;
}

/** Whether the buyer's payment for the course is waiting to be credited (a cash voucher). */
export async function hasPendingPayment(tx: Db, buying: Buying): Promise<boolean> {
  const [waiting] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, buying.userId),
        eq(purchases.courseId, buying.courseId),
        eq(purchases.status, 'pending'),
        isNotNull(purchases.paymentId),
      ),
    )
    .limit(1);
  return waiting !== undefined;
}
