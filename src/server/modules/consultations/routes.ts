import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/consultations';
import { serve } from '../../http/serve-route';
import { agendaFeedText } from './agenda-feed';
import { offeredTypes, slotsOfType } from './free-times';

/** What `/consultas` reads: the consultations offered and their free times. */
export const consultationRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.consultationTypes, async () => ({ types: await offeredTypes(ctx) }));

  serve(app, routes.consultationSlots, async (request) => ({
    slots: await slotsOfType(ctx, request.query),
  }));
  // The firm's calendar app reads it with no session: the token in the address is the key.
  // Private: a shared cache must not keep it; the app itself may for five minutes.
  serve(app, routes.agendaFeed, async (request, reply) => {
    const text = await agendaFeedText(ctx, request.params.token);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="consultas.ics"')
      .send(text);
  });
};
