import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/consumer';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { ownArrepentimientos, withdrawOwnPurchase } from './own-arrepentimiento';

/** The Botón de Arrepentimiento inside the signed-in buyer's purchase history. */
export const ownArrepentimientoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', app.requireUser);

  serve(app, routes.ownArrepentimientos, async (request) => ({
    purchases: await ownArrepentimientos(ctx, currentUser(request).id),
  }));

  serve(app, routes.withdrawOwnPurchase, async (request) =>
    withdrawOwnPurchase(ctx, currentUser(request), request.params.id),
  );
};
