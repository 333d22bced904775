import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/payments';
import { serve } from '../../http/serve-route';
import { paySandboxCheckout, sandboxCheckout } from './sandbox-checkout';

/** The sandbox provider's checkout, in place of MercadoPago's (registered only with it active). */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  serve(app, routes.sandboxCheckout, async (request) => ({
    checkout: await sandboxCheckout(ctx, request.params.preferenceId),
  }));

  serve(app, routes.paySandbox, async (request) =>
    paySandboxCheckout(ctx, request.params.preferenceId, request.body.outcome),
  );
};
