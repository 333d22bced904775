import { Redis } from 'ioredis';
import type { ProbeResult } from './probe';

/** Longer than a healthy Redis ever takes; a load balancer's check must not hang on it. */
const REDIS_TIMEOUT_MS = 1000;

/**
 * Whether Redis answers a PING within a second, on a connection of its own (the rate limiter's
 * may be busy or reconnecting). Connects at the first check.
 */
export function createRedisProbe(url: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', () => undefined);
  return {
    async check(): Promise<ProbeResult> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error('Redis did not answer in time')),
          REDIS_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([redis.ping(), timeout]);
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => redis.disconnect(),
  };
}
