import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/monotributo';
import { serve } from '../../http/serve-route';
import { monotributoAnswer } from './calculator';
import { tableInForce } from './tables';

/** A visitor's figures are a few tries; far more from one address is not a person typing. */
const CALCULATIONS = { max: 60, timeWindow: '1 minute' };

/** What `/monotributo` reads: the table in force and the calculator. */
export const monotributoRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  // The same for everyone; a new table reaches browsers within the five minutes they keep it.
  serve(
    app,
    routes.monotributoTableInForce,
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return tableInForce(ctx);
    },
    { config: { responseCache: 'everyone' } },
  );

  serve(app, routes.monotributoCategory, async (request) => monotributoAnswer(ctx, request.body), {
    config: { rateLimit: CALCULATIONS },
  });
};
