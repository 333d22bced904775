import type { CouponKind } from '../../../shared/coupon-kinds';
import { roundToCents } from '../../../shared/money';

export type Price = { listPrice: number; discount: number; total: number };

/** The list price less a coupon's discount (never below zero), to the cent. */
export function priceWith(
  listPrice: number,
  coupon: { kind: CouponKind; value: number } | null,
): Price {
  if (!coupon) return { listPrice, discount: 0, total: listPrice };
  const off = coupon.kind === 'percent' ? (listPrice * coupon.value) / 100 : coupon.value;
  const discount = roundToCents(Math.min(listPrice, off));
  return { listPrice, discount, total: roundToCents(listPrice - discount) };
}
