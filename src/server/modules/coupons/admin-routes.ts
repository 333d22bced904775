import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/admin-coupons';
import { serve } from '../../http/serve-route';
import { adminCoupon, listCoupons, toAdminCoupon } from './admin-list';
import { couponsCsv } from './coupons-csv';
import { createCoupon, updateCoupon } from './store';

/** The panel's 'Cupones' (inside the admin scope: administrators only). */
export const adminCouponRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.listCoupons, async () => ({ coupons: await listCoupons(ctx) }));

  serve(app, routes.couponsCsv, async (_request, reply) => {
    const day = ctx.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="cupones-${day}.csv"`)
      .send(await couponsCsv(ctx));
  });

  serve(app, routes.createCoupon, async (request) => {
    const coupon = await createCoupon(ctx, request.body);
    return { message: `Creamos el cupón ${coupon.code}.`, coupon: toAdminCoupon(coupon, 0) };
  });

  serve(app, routes.updateCoupon, async (request) => {
    const coupon = await updateCoupon(ctx, request.params.id, request.body);
    return {
      message: `Guardamos el cupón ${coupon.code}.`,
      coupon: (await adminCoupon(ctx, coupon.id)) ?? toAdminCoupon(coupon, 0),
    };
  });
};
