import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/payments';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { perAccount, perIp } from '../auth/rate-limits';
import { createOrder } from './checkout';
import { purchaseHistory } from './history';
import { quoteOrder } from './quote';
import { purchaseResult } from './result';
import { sandboxRoutes } from './sandbox-routes';
import { webhookRoutes, type OtherNotifications } from './webhook-routes';

const WINDOW = '15 minutes';

export const paymentRoutes: FastifyPluginAsyncZod<{
  otherNotifications?: OtherNotifications;
}> = async (app, options) => {
  const { ctx } = app;

  serve(
    app,
    routes.createOrder,
    async (request) => {
      const order = await createOrder(ctx, currentUser(request), request.body);
      return { init_point: order.initPoint };
    },
    {
      onRequest: app.requireUser,
      config: { rateLimit: perIp('order', 30) },
      preHandler: perAccount(app, 'order', 10),
    },
  );

  // Rate-limited like the order: codes cannot be guessed by trying many.
  serve(app, routes.quote, async (request) => quoteOrder(ctx, currentUser(request), request.body), {
    onRequest: app.requireUser,
    config: { rateLimit: perIp('quote', 60) },
    preHandler: perAccount(app, 'quote', 30),
  });

  serve(
    app,
    routes.paymentResult,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { external_reference: purchaseId, payment_id: paymentId } = request.query;
      return { purchase: await purchaseResult(ctx, purchaseId, paymentId) };
    },
    { config: { rateLimit: { max: 300, timeWindow: WINDOW } } },
  );

  serve(
    app,
    routes.purchaseHistory,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return purchaseHistory(ctx, currentUser(request));
    },
    { onRequest: app.requireUser },
  );

  await app.register(webhookRoutes, { otherNotifications: options.otherNotifications });
  if (ctx.payments.name === 'sandbox') await app.register(sandboxRoutes);
};
