import type { Db } from '../../db/client';
import { fieldError } from '../../errors';
import { priceWith, type Price } from '../coupons/pricing';
import { COUPON_INVALID, couponRefusal } from '../coupons/rules';
import { findCoupon, type CouponRow } from '../coupons/store';
import { couponFacts } from './coupon-facts';

export type OrderPrice = Price & { coupon: CouponRow | null };

const CODE = /^[A-Za-z0-9]{1,30}$/;

/**
 * What the buyer pays now, with the coupon typed (if any): `listPrice` (the price in force from
 * the database, for a bundle less what the buyer owns) less the coupon's discount. A coupon that cannot be used is a field error on
 * `coupon`. `lock`: inside the checkout's transaction the coupon's row stays locked until the
 * commit, so two 100 % orders for its last use (granted and counted at once) take turns and the
 * second sees the first's use.
 */
export async function priceOrder(
  tx: Db,
  order: {
    userId: string;
    listPrice: number;
    /** The course bought, for a coupon limited to some courses; null for a bundle. */
    couponCourseId: number | null;
    code: string | undefined;
    now: Date;
    lock: boolean;
  },
): Promise<OrderPrice> {
  const { listPrice } = order;
  if (order.code === undefined) return { ...priceWith(listPrice, null), coupon: null };
  const coupon = CODE.test(order.code)
    ? await findCoupon(tx, order.code, { lock: order.lock })
    : undefined;
  if (!coupon) throw fieldError('coupon', COUPON_INVALID);
  const buying = { userId: order.userId, courseId: order.couponCourseId, now: order.now };
  const refusal = couponRefusal(coupon, await couponFacts(tx, coupon.id, buying), buying);
  if (refusal) throw fieldError('coupon', refusal);
  return { ...priceWith(listPrice, coupon), coupon };
}
