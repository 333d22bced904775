import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDatabaseProbe } from './probe';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = createDatabaseProbe(app.ctx.db);
  app.get('/health', async (request, reply) => {
    const probe = await databaseAnswers();
    if (probe.ok) return { status: 'ok' };
    request.log.error({ err: probe.error }, 'health check: database unreachable');
    return reply.status(503).send({ message: 'La base de datos no responde.' });
  });
};
