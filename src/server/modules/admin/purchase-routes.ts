import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/admin-purchases';
import { serve } from '../../http/serve-route';
import { purchasesCsv } from './purchases-csv';
import { listPurchases } from './purchases-list';

export const adminPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.listPurchases, async (request) => {
    const { items, ...page } = await listPurchases(ctx, request.query);
    return { purchases: items, ...page };
  });

  serve(app, routes.purchasesCsv, async (request, reply) => {
    const day = ctx.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="compras-${day}.csv"`)
      .send(purchasesCsv(ctx, request.query));
  });
};
