import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (request, reply) => {
    try {
      await ping(app.ctx.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ message: 'La base de datos no responde.' });
    }
  });
};
