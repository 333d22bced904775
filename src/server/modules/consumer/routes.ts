import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ArrepentimientoSchema, BajaSchema, ConfirmBajaSchema } from '../../../shared/consumer';
import { badRequest } from '../../errors';
import { ok } from '../../http/responses';
import { clearSessionCookie } from '../../http/session-auth';
import { requestArrepentimiento } from './arrepentimiento';
import { confirmBaja, INVALID_BAJA_LINK, requestBaja } from './baja';

const Answer = z.object({
  code: z.string(),
  kind: z.enum(['arrepentimiento', 'baja']),
  status: z.enum(['accepted', 'refused', 'awaiting_confirmation', 'completed']),
  message: z.string(),
});
const PER_HOUR = { max: 10, timeWindow: '1 hour' };

/**
 * The consumer-law buttons: no account and no sign-in needed, every request answered with a
 * code on screen and by e-mail.
 */
export const consumerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/consumer/arrepentimiento',
    {
      schema: { body: ArrepentimientoSchema, response: { 201: Answer } },
      config: { rateLimit: PER_HOUR },
    },
    async (request, reply) =>
      reply.status(201).send(await requestArrepentimiento(ctx, request.body)),
  );

  app.post(
    '/consumer/baja',
    { schema: { body: BajaSchema, response: { 201: Answer } }, config: { rateLimit: PER_HOUR } },
    async (request, reply) => reply.status(201).send(await requestBaja(ctx, request.body)),
  );

  app.post(
    '/consumer/baja/:id/confirm',
    {
      schema: {
        params: z.object({ id: z.uuid({ error: INVALID_BAJA_LINK }) }),
        body: ConfirmBajaSchema,
        response: ok(Answer),
      },
      config: { rateLimit: PER_HOUR },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest(INVALID_BAJA_LINK);
      const answer = await confirmBaja(ctx, request.params.id, request.body.token);
      clearSessionCookie(reply);
      return answer;
    },
  );
};
