import { z } from 'zod';
import { COUPON_KINDS } from '../coupon-kinds';
import { isoDate } from './common';

/** A coupon in the panel, with its approved uses and the revenue of its approved purchases. */
export const AdminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  courseIds: z.array(z.number()),
  validFrom: isoDate.nullable(),
  validTo: isoDate.nullable(),
  maxUses: z.number().nullable(),
  onePerPerson: z.boolean(),
  active: z.boolean(),
  uses: z.number(),
  revenue: z.number(),
  createdAt: isoDate,
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const CouponsAnswerSchema = z.object({ coupons: z.array(AdminCouponSchema) });
export type CouponsAnswer = z.infer<typeof CouponsAnswerSchema>;

export const CouponAnswerSchema = z.object({ message: z.string(), coupon: AdminCouponSchema });
export type CouponAnswer = z.infer<typeof CouponAnswerSchema>;

/** The price of a course for the buyer, with the coupon's discount (`coupon`: its code). */
export const QuoteAnswerSchema = z.object({
  listPrice: z.number(),
  discount: z.number(),
  total: z.number(),
  coupon: z.string().nullable(),
});
export type QuoteAnswer = z.infer<typeof QuoteAnswerSchema>;
