import type { coupons } from '../../db/schema';

type CouponRow = typeof coupons.$inferSelect;

/**
 * An unknown code, a paused coupon and one not yet in force read the same to a buyer, so that
 * trying codes tells nobody which exist (or when a promotion starts).
 */
export const COUPON_INVALID = 'Este cupón no es válido.';
export const COUPON_EXPIRED = 'El cupón venció.';
export const COUPON_NOT_FOR_COURSE = 'Este cupón no aplica a este curso.';
export const COUPON_NOT_FOR_BUNDLE = 'Este cupón es para cursos sueltos: no aplica a las rutas.';
export const COUPON_USED = 'Ya usaste este cupón.';
export const COUPON_USED_UP = 'Este cupón ya se usó todas las veces que permitía.';

/** What the purchases say about a coupon, around one buyer. */
export type CouponFacts = {
  /** The buyer has a purchase approved with it (even if later refunded or withdrawn). */
  usedByBuyer: boolean;
};

/**
 * Why a coupon cannot be used for this course by this buyer now (its Spanish message), or null
 * when it can. Only approved purchases count as uses: an open checkout takes none, so checkouts
 * left unpaid never use up a coupon for everyone else (decision 0035).
 */
export function couponRefusal(
  coupon: CouponRow,
  facts: CouponFacts,
  buying: { courseId: number | null; now: Date },
): string | null {
  if (!coupon.active) return COUPON_INVALID;
  if (coupon.validFrom && buying.now < coupon.validFrom) return COUPON_INVALID;
  if (coupon.validTo && buying.now > coupon.validTo) return COUPON_EXPIRED;
  // A coupon limited to some courses is for those courses alone, never for a bundle (null).
  if (coupon.courseIds.length > 0 && buying.courseId === null) return COUPON_NOT_FOR_BUNDLE;
  if (coupon.courseIds.length > 0 && !coupon.courseIds.includes(buying.courseId!)) {
    return COUPON_NOT_FOR_COURSE;
  }
  if (coupon.onePerPerson && facts.usedByBuyer) return COUPON_USED;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return COUPON_USED_UP;
  return null;
}
