import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import type { CouponFacts } from '../coupons/rules';

/**
 * What the purchases say about a coupon for one buyer: whether a purchase of theirs was approved
 * with it. Open checkouts are not uses (decision 0035), the buyer's own included.
 */
export async function couponFacts(
  tx: Db,
  couponId: number,
  buying: { userId: string },
): Promise<CouponFacts> {
  const [used] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.couponId, couponId),
        eq(purchases.userId, buying.userId),
        isNotNull(purchases.approvedAt),
      ),
    )
    .limit(1);
  return { usedByBuyer: used !== undefined };
}
