import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/tax-calendar';
import { serve } from '../../http/serve-route';
import { dueDatesAnswer, taxCalendarPage } from './due-dates';
import { dueDatesFeed } from './feed';

/** A visitor changes the digit and ticks a few times; calendar apps ask once a day each. */
const QUERIES = { max: 120, timeWindow: '1 minute' };

/** What `/vencimientos` reads: the obligations, a digit's dates and its calendar feed. */
export const taxCalendarRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  // The same for everyone; an added obligation reaches browsers within the five minutes they keep it.
  serve(
    app,
    routes.taxCalendarPage,
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return taxCalendarPage(ctx);
    },
    { config: { responseCache: 'everyone' } },
  );

  serve(
    app,
    routes.dueDates,
    async (request, reply) => {
      // A whole CUIT names a taxpayer: no shared cache keeps it; a digit's answer is anyone's.
      const byCuit = new URL(request.url, 'http://site').searchParams.has('cuit');
      reply.header('cache-control', byCuit ? 'no-store' : 'public, max-age=300');
      return dueDatesAnswer(ctx, request.query);
    },
    { config: { rateLimit: QUERIES } },
  );

  // An edit of a date reaches a subscribed calendar at its next daily read, within the hour.
  serve(
    app,
    routes.dueDatesFeed,
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', 'inline; filename="vencimientos.ics"')
        .send(await dueDatesFeed(ctx, request.query)),
    { config: { rateLimit: QUERIES } },
  );
};
