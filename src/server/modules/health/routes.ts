import type { FastifyPluginAsync } from 'fastify';
import { health, liveness, readiness } from '../../../shared/contracts/health';
import type { Readiness } from '../../../shared/responses/health';
import { serve } from '../../http/serve-route';
import { createDatabaseProbe } from './probe';
import { createBucketProbe } from './bucket-probe';
import { createRedisProbe } from './redis-probe';

type Dependency = 'database' | 'redis' | 'bucket';

const NOT_READY: Record<Dependency, string> = {
  database: 'la base de datos no responde',
  redis: 'Redis no responde',
  bucket: 'el almacenamiento de archivos no responde',
};

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const databaseAnswers = createDatabaseProbe(app.ctx.db);
  const redisUrl = app.ctx.config.redisUrl;
  const redis = redisUrl ? createRedisProbe(redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());
  const bucketAnswers =
    app.ctx.storage.driver === 'bucket' ? createBucketProbe(app.ctx.storage) : undefined;

  serve(app, health, async (request, reply) => {
    const probe = await databaseAnswers();
    if (probe.ok) return { status: 'ok' as const };
    request.log.error({ err: probe.error }, 'health check: database unreachable');
    return reply.status(503).send({ message: 'La base de datos no responde.' });
  });

  // Liveness: the process serves requests (a restart would not help anything else).
  serve(app, liveness, async () => ({ status: 'live' as const }));

  // Readiness: what a request needs answers, so the load balancer may send one here.
  serve(app, readiness, async (request, reply) => {
    const [database, cache, bucket] = await Promise.all([
      databaseAnswers(),
      redis?.check(),
      bucketAnswers?.(),
    ]);
    const checks: Readiness['checks'] = { database: database.ok ? 'ok' : 'failed' };
    if (cache) checks.redis = cache.ok ? 'ok' : 'failed';
    if (bucket) checks.bucket = bucket.ok ? 'ok' : 'failed';
    const failed = (['database', 'redis', 'bucket'] as const).filter(
      (name) => checks[name] === 'failed',
    );
    if (failed.length === 0) return { status: 'ready' as const, checks };
    for (const [name, probe] of [
      ['database', database],
      ['redis', cache],
      ['bucket', bucket],
    ] as const) {
      if (probe && !probe.ok)
        request.log.error({ err: probe.error }, `readiness: ${name} unreachable`);
    }
    return reply.status(503).send({
      status: 'not_ready',
      checks,
      message: `No está listo: ${failed.map((name) => NOT_READY[name]).join(' y ')}.`,
    });
  });
};
