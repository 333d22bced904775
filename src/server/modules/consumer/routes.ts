import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LinkTokenSchema } from '../../../shared/consumer';
import * as routes from '../../../shared/contracts/consumer';
import { badRequest } from '../../errors';
import { serve } from '../../http/serve-route';
import { clearSessionCookie } from '../../http/session-auth';
import { requestArrepentimiento } from './arrepentimiento';
import { arrepentimientoLink, confirmArrepentimiento } from './arrepentimiento-link';
import { confirmBaja, INVALID_BAJA_LINK, requestBaja } from './baja';
import { ownArrepentimientoRoutes } from './own-routes';
import { INVALID_ARREPENTIMIENTO_LINK } from './withdrawal';

/** Per client address; each address a day also gets only a few mails (mail-quota.ts). */
const PER_HOUR = { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } };
/** A link's bad address or secret is answered as a dead link, not field by field. */
const LINK = { ...PER_HOUR, attachValidation: true };

/**
 * The consumer-law buttons: no account and no sign-in needed, every request answered with a
 * code; what it changes is done only from the link mailed to the address.
 */
export const consumerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    routes.requestArrepentimiento,
    async (request) => requestArrepentimiento(ctx, request.body),
    PER_HOUR,
  );

  // The link's secret travels in the body: addresses (with their secrets) end up in logs.
  serve(
    app,
    routes.arrepentimientoLink,
    async (request) => {
      if (request.validationError) throw badRequest(INVALID_ARREPENTIMIENTO_LINK);
      return arrepentimientoLink(ctx, request.params.id, request.body.token);
    },
    LINK,
  );

  serve(
    app,
    routes.confirmArrepentimiento,
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
    LINK,
  );

  serve(app, routes.requestBaja, async (request) => requestBaja(ctx, request.body), PER_HOUR);

  serve(
    app,
    routes.confirmBaja,
    async (request, reply) => {
      if (request.validationError) throw badRequest(INVALID_BAJA_LINK);
      const answer = await confirmBaja(ctx, request.params.id, request.body.token);
      clearSessionCookie(reply);
      return answer;
    },
    LINK,
  );

  await app.register(ownArrepentimientoRoutes);
};
