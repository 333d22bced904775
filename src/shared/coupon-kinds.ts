/** A coupon takes a percentage of the price or a fixed amount in ARS off it. */
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
