import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArrepentimientoSchema,
  BajaSchema,
  ConfirmArrepentimientoSchema,
  ConfirmBajaSchema,
  LinkTokenSchema,
} from '../../../shared/consumer';
import { badRequest } from '../../errors';
import { ok } from '../../http/responses';
import { clearSessionCookie } from '../../http/session-auth';
import { requestArrepentimiento } from './arrepentimiento';
import { arrepentimientoLink, confirmArrepentimiento } from './arrepentimiento-link';
import { confirmBaja, INVALID_BAJA_LINK, requestBaja } from './baja';
import { ownArrepentimientoRoutes } from './own-routes';
import {
  ArrepentimientoConfirmationSchema,
  ArrepentimientoLinkSchema,
  ConsumerRequestAnswerSchema,
} from '../../../shared/responses/consumer';
import { INVALID_ARREPENTIMIENTO_LINK } from './withdrawal';

/** Per client address; each address a day also gets only a few mails (mail-quota.ts). */
const PER_HOUR = { max: 10, timeWindow: '1 hour' };

const linkParams = (invalid: string) => z.object({ id: z.uuid({ error: invalid }) });

/**
 * The consumer-law buttons: no account and no sign-in needed, every request answered with a
 * code; what it changes is done only from the link mailed to the address.
 */
export const consumerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/consumer/arrepentimiento',
    {
      schema: { body: ArrepentimientoSchema, response: { 201: ConsumerRequestAnswerSchema } },
      config: { rateLimit: PER_HOUR },
    },
    async (request, reply) =>
      reply.status(201).send(await requestArrepentimiento(ctx, request.body)),
  );

  // The link's secret travels in the body: addresses (with their secrets) end up in logs.
  app.post(
    '/consumer/arrepentimiento/:id/purchases',
    {
      schema: {
        params: linkParams(INVALID_ARREPENTIMIENTO_LINK),
        body: LinkTokenSchema,
        response: ok(ArrepentimientoLinkSchema),
      },
      config: { rateLimit: PER_HOUR },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest(INVALID_ARREPENTIMIENTO_LINK);
      return arrepentimientoLink(ctx, request.params.id, request.body.token);
    },
  );

  app.post(
    '/consumer/arrepentimiento/:id/confirm',
    {
      schema: {
        params: linkParams(INVALID_ARREPENTIMIENTO_LINK),
        body: ConfirmArrepentimientoSchema,
        response: ok(ArrepentimientoConfirmationSchema),
      },
      config: { rateLimit: PER_HOUR },
      attachValidation: true,
    },
    async (request) => {
      const invalid = request.validationError;
      // A bad link is said as such; no purchase chosen is said next to the list.
      if (invalid && invalid.validationContext !== 'body') {
        throw badRequest(INVALID_ARREPENTIMIENTO_LINK);
      }
      if (invalid) {
        const token = LinkTokenSchema.safeParse(request.body);
        if (!token.success) throw badRequest(INVALID_ARREPENTIMIENTO_LINK);
        throw invalid;
      }
      return confirmArrepentimiento(ctx, request.params.id, request.body);
    },
  );

  app.post(
    '/consumer/baja',
    {
      schema: { body: BajaSchema, response: { 201: ConsumerRequestAnswerSchema } },
      config: { rateLimit: PER_HOUR },
    },
    async (request, reply) => reply.status(201).send(await requestBaja(ctx, request.body)),
  );

  app.post(
    '/consumer/baja/:id/confirm',
    {
      schema: {
        params: linkParams(INVALID_BAJA_LINK),
        body: ConfirmBajaSchema,
        response: ok(ConsumerRequestAnswerSchema),
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

  await app.register(ownArrepentimientoRoutes);
};
