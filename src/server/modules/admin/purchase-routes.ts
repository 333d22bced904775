import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPurchasesQuerySchema } from '../../../shared/admin';
import { ok } from '../../http/responses';
import { purchasesCsv } from './purchases-csv';
import { listPurchases } from './purchases-list';
import { PurchasesPageSchema } from '../../../shared/responses/admin';

const ExportQuery = AdminPurchasesQuerySchema.omit({ page: true });

export const adminPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/purchases',
    { schema: { querystring: AdminPurchasesQuerySchema, response: ok(PurchasesPageSchema) } },
    async (request) => {
      const { items, ...page } = await listPurchases(ctx, request.query);
      return { purchases: items, ...page };
    },
  );

  app.get(
    '/purchases/export.csv',
    { schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const day = ctx.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="compras-${day}.csv"`)
        .send(purchasesCsv(ctx, request.query));
    },
  );
};
