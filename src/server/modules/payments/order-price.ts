import type { Db } from '../../db/client';
import type { courses } from '../../db/schema';
import { fieldError } from '../../errors';
import { priceInForce } from '../../../shared/pricing';
import { priceWith, type Price } from '../coupons/pricing';
import { COUPON_INVALID, couponRefusal } from '../coupons/rules';
import { findCoupon, type CouponRow } from '../coupons/store';
import { couponFacts } from './coupon-facts';

type CourseRow = typeof courses.$inferSelect;

export type OrderPrice = Price & { coupon: CouponRow | null };

const CODE = /^[A-Za-z0-9]{1,30}$/;

/**
 * What the buyer pays for a course now, with the coupon typed (if any): the price in force from
 * the database less the coupon's discount. A coupon that cannot be used is a field error on
 * `coupon`. `lock`: inside the checkout's transaction the coupon's row stays locked until the
 * commit, so two 100 % orders for its last use (granted and counted at once) take turns and the
 * second sees the first's use.
 */
export async function priceOrder(
  tx: Db,
  order: { userId: string; course: CourseRow; code: string | undefined; now: Date; lock: boolean },
): Promise<OrderPrice> {
  // The price in force (a sale's until it ends): the one rule the cards show (shared/pricing.ts).
  const listPrice = priceInForce(order.course, order.now);
  if (order.code === undefined) return { ...priceWith(listPrice, null), coupon: null };
  const coupon = CODE.test(order.code)
    ? await findCoupon(tx, order.code, { lock: order.lock })
    : undefined;
  if (!coupon) throw fieldError('coupon', COUPON_INVALID);
  const buying = { userId: order.userId, courseId: order.course.id, now: order.now };
  const refusal = couponRefusal(coupon, await couponFacts(tx, coupon.id, buying), buying);
  if (refusal) throw fieldError('coupon', refusal);
  return { ...priceWith(listPrice, coupon), coupon };
}
