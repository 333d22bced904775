import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuoteSchema } from '../../../shared/coupons';
import { CreateOrderSchema } from '../../../shared/payments';
import { QuoteAnswerSchema } from '../../../shared/responses/coupons';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { perAccount, perIp } from '../auth/rate-limits';
import { createOrder } from './checkout';
import { purchaseHistory } from './history';
import { quoteOrder } from './quote';
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

  // Rate-limited like the order: codes cannot be guessed by trying many.
  app.post(
    '/payments/quote',
    {
      schema: { body: QuoteSchema, response: ok(QuoteAnswerSchema) },
      onRequest: app.requireUser,
      config: { rateLimit: perIp('quote', 60) },
      preHandler: perAccount(app, 'quote', 30),
    },
    async (request) => quoteOrder(ctx, currentUser(request), request.body),
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
