import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/company-seats';
import { MAX_SEATS } from '../../../shared/seats';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { perAccount } from '../auth/rate-limits';
import { assignSeat, releaseSeat } from './seat-assignment';
import { seatPurchasesOf } from './seat-list';

/** 'Mi empresa': the signed-in buyer's company seats (in the student scope, app.ts). */
export const companySeatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.seatPurchases, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { purchases: await seatPurchasesOf(ctx, currentUser(request).id) };
  });

  // Each assignment mails someone: a buyer's whole company at most, not a mailing list.
  serve(
    app,
    routes.assignSeat,
    async (request) => {
      const { purchaseId } = request.params;
      const buyer = currentUser(request).id;
      return { seat: await assignSeat(ctx, buyer, purchaseId, request.body.email) };
    },
    { preHandler: perAccount(app, 'seat', MAX_SEATS) },
  );

  serve(app, routes.releaseSeat, async (request) => {
    await releaseSeat(ctx, currentUser(request).id, request.params);
    return null;
  });
};
