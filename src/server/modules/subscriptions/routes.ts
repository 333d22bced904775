import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/plan-subscription';
import { badRequest } from '../../errors';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { perAccount, perIp } from '../auth/rate-limits';
import {
  cancelOwnSubscription,
  confirmPlanBaja,
  INVALID_PLAN_BAJA_LINK,
  requestPlanBaja,
} from './cancel';
import { ownSubscription } from './own-view';
import { planOffer } from './settings';
import { subscribe } from './subscribe';

/** Per client address; each address a day also gets only a few mails (consumer/mail-quota.ts). */
const PER_HOUR = { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } };

/** The 'Plan Contador' for visitors and subscribers. */
export const planSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.planOffer, async () => planOffer(ctx.db));

  serve(
    app,
    routes.subscribe,
    async (request) => {
      const opened = await subscribe(ctx, currentUser(request), request.body);
      return { init_point: opened.initPoint };
    },
    {
      onRequest: app.requireUser,
      config: { rateLimit: perIp('subscribe', 30) },
      preHandler: perAccount(app, 'subscribe', 10),
    },
  );

  serve(
    app,
    routes.ownSubscription,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ownSubscription(ctx.db, currentUser(request).id);
    },
    { onRequest: app.requireUser },
  );

  serve(
    app,
    routes.cancelOwnSubscription,
    async (request) => {
      const userId = currentUser(request).id;
      await cancelOwnSubscription(ctx, userId);
      return ownSubscription(ctx.db, userId);
    },
    { onRequest: app.requireUser },
  );

  serve(
    app,
    routes.requestPlanBaja,
    async (request, reply) => {
      reply.code(201);
      return { message: await requestPlanBaja(ctx, request.body.email) };
    },
    PER_HOUR,
  );

  serve(
    app,
    routes.confirmPlanBaja,
    async (request) => {
      // A link's bad address or secret is answered as a dead link, not field by field.
      if (request.validationError) throw badRequest(INVALID_PLAN_BAJA_LINK);
      const { id } = request.params;
      return { message: await confirmPlanBaja(ctx, { id, token: request.body.token }) };
    },
    { ...PER_HOUR, attachValidation: true },
  );
};
