import { formatDate } from '../../../shared/format-date';
import type { coupons } from '../../db/schema';

type CouponRow = typeof coupons.$inferSelect;

export const COUPON_UNKNOWN = 'No encontramos ese cupón. Revisá cómo está escrito.';
export const COUPON_PAUSED = 'Este cupón no está disponible por ahora.';
export const COUPON_EXPIRED = 'El cupón venció.';
export const COUPON_NOT_FOR_COURSE = 'Este cupón no aplica a este curso.';
export const COUPON_USED = 'Ya usaste este cupón.';
export const COUPON_USED_UP = 'Este cupón ya se usó todas las veces que permitía.';
export const couponNotYet = (from: Date) =>
  `Este cupón todavía no está vigente: vale desde el ${formatDate(from)}.`;

/** What the purchases say about a coupon, around one buyer and course. */
export type CouponFacts = {
  /** The buyer used it already: a purchase approved with it, or another checkout holding it. */
  usedByBuyer: boolean;
  /** Other buyers' checkouts with it, still payable, that a payment could still approve. */
  heldByOthers: number;
};

/**
 * Why a coupon cannot be used for this course by this buyer now (its Spanish message), or null
 * when it can. The uses counted are the approved ones plus the checkouts that still hold one,
 * so that the last use cannot go to two checkouts.
 */
export function couponRefusal(
  coupon: CouponRow,
  facts: CouponFacts,
  buying: { courseId: number; now: Date },
): string | null {
  if (!coupon.active) return COUPON_PAUSED;
  if (coupon.validFrom && buying.now < coupon.validFrom) return couponNotYet(coupon.validFrom);
  if (coupon.validTo && buying.now > coupon.validTo) return COUPON_EXPIRED;
  if (coupon.courseIds.length > 0 && !coupon.courseIds.includes(buying.courseId)) {
    return COUPON_NOT_FOR_COURSE;
  }
  if (coupon.onePerPerson && facts.usedByBuyer) return COUPON_USED;
  if (coupon.maxUses !== null && coupon.uses + facts.heldByOthers >= coupon.maxUses) {
    return COUPON_USED_UP;
  }
  return null;
}
