import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateOrderSchema } from '../../../shared/payments';
import { ok } from '../../http/responses';
import { currentUser } from '../auth/session-auth';
import { perAccount, perIp } from '../auth/rate-limits';
import { createOrder } from './checkout';
import { purchaseHistory } from './history';
import {
  CreateOrderAnswerSchema,
  PaymentResultAnswerSchema,
  PurchaseHistorySchema,
} from '../../../shared/responses/payments';
import { purchaseResult, PURCHASE_NOT_FOUND } from './result';
import { sandboxRoutes } from './sandbox-routes';
import { webhookRoutes } from './webhook-routes';

const WINDOW = '15 minutes';

const ResultQuery = z.object({
  external_reference: z.uuid({ error: PURCHASE_NOT_FOUND }),
  payment_id: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional()
    .catch(undefined),
});

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/payments/create-order',
    {
      schema: { body: CreateOrderSchema, response: ok(CreateOrderAnswerSchema) },
      onRequest: app.requireUser,
      config: { rateLimit: perIp('order', 30) },
      preHandler: perAccount(app, 'order', 10),
    },
    async (request) => {
      const order = await createOrder(ctx, currentUser(request), request.body);
      return { init_point: order.initPoint };
    },
  );

  app.get(
    '/payments/result',
    {
      schema: {
        querystring: ResultQuery,
        response: ok(PaymentResultAnswerSchema),
      },
      config: { rateLimit: { max: 300, timeWindow: WINDOW } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { external_reference: purchaseId, payment_id: paymentId } = request.query;
      return { purchase: await purchaseResult(ctx, purchaseId, paymentId) };
    },
  );

  app.get(
    '/user/purchases',
    { schema: { response: ok(PurchaseHistorySchema) }, onRequest: app.requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return purchaseHistory(ctx, currentUser(request));
    },
  );

  await app.register(webhookRoutes);
  if (ctx.payments.name === 'sandbox') await app.register(sandboxRoutes);
};
