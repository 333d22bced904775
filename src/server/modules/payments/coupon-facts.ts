import { and, count, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import type { CouponFacts } from '../coupons/rules';
import { CHECKOUT_TTL_MS } from './open-checkout';

type Buying = { userId: string; courseId: number; now: Date };

/**
 * A purchase that may still be approved: a payment waiting to be credited, or a checkout with
 * no payment that can still be paid (before its preference expires).
 */
const stillPayable = (now: Date) =>
  and(
    eq(purchases.status, 'pending'),
    or(
      isNotNull(purchases.paymentId),
      gt(purchases.createdAt, new Date(now.getTime() - CHECKOUT_TTL_MS)),
    ),
  );

/**
 * What the purchases say about a coupon for one buyer and course. The buyer's own checkouts of
 * this course are left out of the holds: buying it again leads to them or replaces them.
 */
export async function couponFacts(tx: Db, couponId: number, buying: Buying): Promise<CouponFacts> {
  const withCoupon = eq(purchases.couponId, couponId);
  const [used] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        withCoupon,
        eq(purchases.userId, buying.userId),
        or(
          isNotNull(purchases.approvedAt),
          and(ne(purchases.courseId, buying.courseId), stillPayable(buying.now)),
        ),
      ),
    )
    .limit(1);
  const [held] = await tx
    .select({ count: count() })
    .from(purchases)
    .where(
      and(
        withCoupon,
        isNull(purchases.approvedAt),
        stillPayable(buying.now),
        or(
          isNull(purchases.userId),
          ne(purchases.userId, buying.userId),
          ne(purchases.courseId, buying.courseId),
        ),
      ),
    );
  return { usedByBuyer: used !== undefined, heldByOthers: held?.count ?? 0 };
}
