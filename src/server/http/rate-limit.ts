import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { RATE_LIMIT_MESSAGE } from '../../shared/api-error';
import { AppError } from '../errors';

/**
 * Per-route rate limits (routes opt in with `config.rateLimit`). Counters live in Redis when
 * REDIS_URL is set, so every instance behind a load balancer shares them.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string },
): Promise<void> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
    errorResponseBuilder: () => new AppError('too_many_requests', RATE_LIMIT_MESSAGE),
  });
}
