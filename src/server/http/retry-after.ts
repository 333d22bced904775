import type { FastifyInstance } from 'fastify';

/** What a 503 tells clients (and MercadoPago, and crawlers) to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/** Every 503, whoever answers it (error handler, health check, an unbuilt site), says when to retry. */
export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    return payload;
  });
}
