import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/responses';
import {
  SandboxCheckoutAnswerSchema,
  SandboxPayAnswerSchema,
} from '../../../shared/responses/payments';
import { paySandboxCheckout, sandboxCheckout, SANDBOX_NOT_FOUND } from './sandbox-checkout';

const Params = z.object({
  preferenceId: z.string().regex(/^sandbox-[0-9a-f-]{36}$/, SANDBOX_NOT_FOUND),
});
const PayBody = z.object({
  outcome: z.enum(['approved', 'rejected', 'pending'], { error: 'Elegí un resultado.' }),
});

/** The sandbox provider's checkout, in place of MercadoPago's (registered only with it active). */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const view = { params: Params, response: ok(SandboxCheckoutAnswerSchema) };
  app.get('/payments/sandbox/:preferenceId', { schema: view }, async (request) => ({
    checkout: await sandboxCheckout(ctx, request.params.preferenceId),
  }));

  const pay = { params: Params, body: PayBody, response: ok(SandboxPayAnswerSchema) };
  app.post('/payments/sandbox/:preferenceId/pay', { schema: pay }, async (request) =>
    paySandboxCheckout(ctx, request.params.preferenceId, request.body.outcome),
  );
};
