import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskedUrl } from './log-serializers';

/** Requests a developer does not need to see one by one: health checks and metrics scrapes. */
const ROUTINE = /^\/(api\/health(\/|$)|metrics$)/;

const isRoutine = (request: FastifyRequest) => ROUTINE.test(request.url.split('?')[0] ?? '');

/**
 * One log line per request, when it is answered: method, address (secrets masked), status and
 * time, under the request's id, which every other line of the request carries too (Fastify's
 * child logger) and the answer returns as `x-request-id`. In development the routine requests
 * (health checks, metrics scrapes) are left to `LOG_LEVEL=debug`.
 */
export function registerRequestLog(app: FastifyInstance, options: { quietRoutine: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const level = options.quietRoutine && isRoutine(request) ? 'debug' : 'info';
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    request.log[level](
      { req: request, res: { statusCode: reply.statusCode }, responseTime },
      `${request.method} ${maskedUrl(request.url)} ${reply.statusCode} ${responseTime} ms`,
    );
  });
}
