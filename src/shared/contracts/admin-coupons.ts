import { z } from 'zod';
import { COUPON_NOT_FOUND, CouponSchema } from '../coupons';
import { FileAnswerSchema } from '../responses/common';
import { CouponAnswerSchema, CouponsAnswerSchema } from '../responses/coupons';
import { defineRoute } from './define-route';

/** Every coupon, newest first, with its uses and revenue ('Cupones'). */
export const listCoupons = defineRoute({
  method: 'GET',
  path: '/admin/coupons',
  response: { 200: CouponsAnswerSchema },
});

/** The same list as a spreadsheet download. */
export const couponsCsv = defineRoute({
  method: 'GET',
  path: '/admin/coupons/export.csv',
  response: { 200: FileAnswerSchema },
});

export const createCoupon = defineRoute({
  method: 'POST',
  path: '/admin/coupons',
  body: CouponSchema,
  response: { 200: CouponAnswerSchema },
});

/** Saves a coupon over an existing one, pausing included. */
export const updateCoupon = defineRoute({
  method: 'PUT',
  path: '/admin/coupons/:id',
  params: z.object({
    id: z.coerce
      .number({ error: COUPON_NOT_FOUND })
      .int(COUPON_NOT_FOUND)
      .positive(COUPON_NOT_FOUND)
      .max(2_147_483_647, COUPON_NOT_FOUND),
  }),
  body: CouponSchema,
  response: { 200: CouponAnswerSchema },
});
