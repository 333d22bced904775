import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { ownArrepentimientos, withdrawOwnPurchase } from './own-arrepentimiento';
import {
  ConsumerRequestAnswerSchema,
  OwnArrepentimientosSchema,
} from '../../../shared/responses/consumer';

const PurchaseParams = z.object({ id: z.uuid({ error: 'No encontramos esa compra.' }) });

/** The Botón de Arrepentimiento inside the signed-in buyer's purchase history. */
export const ownArrepentimientoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/user/arrepentimiento',
    { schema: { response: ok(OwnArrepentimientosSchema) } },
    async (request) => ({ purchases: await ownArrepentimientos(ctx, currentUser(request).id) }),
  );

  app.post(
    '/user/purchases/:id/arrepentimiento',
    { schema: { params: PurchaseParams, response: ok(ConsumerRequestAnswerSchema) } },
    async (request) => withdrawOwnPurchase(ctx, currentUser(request), request.params.id),
  );
};
