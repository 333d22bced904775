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

/** A buyer and what they buy: a course, or a bundle (the other null), and a company's seats. */
type Buying = { userId: string; seats: number | null } & (
  { courseId: number; bundleId: null } | { courseId: null; bundleId: number }
);

/**
 * The same course or bundle, bought the same way: for oneself, or as a company's seats (any
 * number of them for a pending payment, the same number for a checkout to reuse).
 */
const sameItem = (buying: Buying, seats: 'any' | 'same' = 'same') =>
  and(
    buying.courseId !== null
      ? eq(purchases.courseId, buying.courseId)
      : eq(purchases.bundleId, buying.bundleId),
    buying.seats === null
      ? isNull(purchases.seats)
      : seats === 'any'
        ? isNotNull(purchases.seats)
        : eq(purchases.seats, buying.seats),
  );

/** Open checkouts of one buyer and item looked at; more is a buyer opening them on purpose. */
const OPEN_CHECKOUTS_LOOKED_AT = 10;

/**
 * The buyer's checkout of the course that can still be paid and has no payment yet, at the
 * amount the order came to when that checkout was opened (`priceAt`: a sale's price keeps until
 * the checkout expires, a changed list price does not), with the same coupon (or none) and the
 * provider in use: paying for the course again means paying there. Another coupon opens a new
 * checkout, so a coupon's use is never counted for a checkout made without it, or the other way
 * round.
 */
export async function openCheckout(
  tx: Db,
  buying: Buying & {
    provider: ProviderName;
    priceAt: (openedAt: Date) => number;
    couponId: number | null;
    now: Date;
  },
) {
  const open = await tx
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, buying.userId),
        sameItem(buying),
        eq(purchases.provider, buying.provider),
        eq(purchases.status, 'pending'),
        isNull(purchases.paymentId),
        buying.couponId === null
          ? isNull(purchases.couponId)
          : eq(purchases.couponId, buying.couponId),
        gt(
          purchases.createdAt,
          new Date(buying.now.getTime() - CHECKOUT_TTL_MS + REOPEN_MARGIN_MS),
        ),
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(OPEN_CHECKOUTS_LOOKED_AT);
  return open.find((checkout) => checkout.amount === buying.priceAt(checkout.createdAt));
}

/** Whether the buyer's payment for the course (or bundle) is waiting to be credited (a cash voucher). */
export async function hasPendingPayment(tx: Db, buying: Buying): Promise<boolean> {
  const [waiting] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, buying.userId),
        sameItem(buying, 'any'),
        eq(purchases.status, 'pending'),
        isNotNull(purchases.paymentId),
      ),
    )
    .limit(1);
  return waiting !== undefined;
}
