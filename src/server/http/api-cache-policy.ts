import type { FastifyInstance } from 'fastify';

/**
 * API answers are `no-store` unless their route says otherwise: most carry someone's data (an
 * account, a purchase, a payer's e-mail on the sandbox checkout), and a new route is private
 * until it is made public on purpose. Public routes set their own Cache-Control or opt into
 * the response cache, which never keeps a `no-store` answer.
 */
export function registerNoStoreByDefault(api: FastifyInstance): void {
  api.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.responseCache) reply.header('cache-control', 'no-store');
  });
}
