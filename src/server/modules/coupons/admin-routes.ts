import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CouponSchema } from '../../../shared/coupons';
import { ok } from '../../http/responses';
import { CouponAnswerSchema, CouponsAnswerSchema } from '../../../shared/responses/coupons';
import { adminCoupon, listCoupons, toAdminCoupon } from './admin-list';
import { couponsCsv } from './coupons-csv';
import { COUPON_NOT_FOUND, createCoupon, updateCoupon } from './store';

const CouponParams = z.object({
  id: z.coerce
    .number({ error: COUPON_NOT_FOUND })
    .int(COUPON_NOT_FOUND)
    .positive(COUPON_NOT_FOUND)
    .max(2_147_483_647, COUPON_NOT_FOUND),
});

/** The panel's 'Cupones' (inside the admin scope: administrators only). */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/coupons', { schema: { response: ok(CouponsAnswerSchema) } }, async () => ({
    coupons: await listCoupons(ctx),
  }));

  app.get('/coupons/export.csv', async (_request, reply) => {
    const day = ctx.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="cupones-${day}.csv"`)
      .send(await couponsCsv(ctx));
  });

  app.post(
    '/coupons',
    { schema: { body: CouponSchema, response: ok(CouponAnswerSchema) } },
    async (request) => {
      const coupon = await createCoupon(ctx, request.body);
      return { message: `Creamos el cupón ${coupon.code}.`, coupon: toAdminCoupon(coupon, 0) };
    },
  );

  app.put(
    '/coupons/:id',
    { schema: { params: CouponParams, body: CouponSchema, response: ok(CouponAnswerSchema) } },
    async (request) => {
      const coupon = await updateCoupon(ctx, request.params.id, request.body);
      return {
        message: `Guardamos el cupón ${coupon.code}.`,
        coupon: (await adminCoupon(ctx, coupon.id)) ?? toAdminCoupon(coupon, 0),
      };
    },
  );
};
