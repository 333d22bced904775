import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { InvalidationChannel } from './invalidation';

/** The Redis pub/sub channel every instance listens on. */
export const INVALIDATION_CHANNEL = 'site:invalidation';
/** The subscriber's name in `CLIENT LIST`, for operators (and the reconnection test). */
export const SUBSCRIBER_NAME = 'site-invalidation';

/**
 * Redis pub/sub: a dedicated subscriber connection (a subscribed connection can do nothing
 * else) and one to publish on. ioredis reconnects and subscribes again by itself; each time
 * it does, what may have been missed is reported.
 */
export function redisChannel(url: string, log: FastifyBaseLogger): InvalidationChannel {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let subscriber: Redis | undefined;
  publisher.on('error', (error) => log.warn({ err: error }, 'invalidation: Redis publisher'));

  const end = async (connection: Redis) => {
    if (connection.status === 'ready') await connection.quit().catch(() => undefined);
    else connection.disconnect();
  };

  return {
    kind: 'redis',
    async listen(deliver, missed) {
      const connection = new Redis(url, {
        maxRetriesPerRequest: null,
        connectionName: SUBSCRIBER_NAME,
      });
      subscriber = connection;
      let readyBefore = false;
      connection.on('error', (error) => log.warn({ err: error }, 'invalidation: Redis subscriber'));
      connection.on('reconnecting', () =>
        log.warn('invalidation: listening connection lost, reconnecting'),
      );
      connection.on('ready', () => {
        if (readyBefore) {
          log.info('invalidation: listening again; caches dropped for what may have been missed');
          missed();
        }
        readyBefore = true;
      });
      connection.on('message', (channel: string, message: string) => {
        if (channel === INVALIDATION_CHANNEL) deliver(message);
      });
      await connection.subscribe(INVALIDATION_CHANNEL);
    },
    async send(message) {
      await publisher.publish(INVALIDATION_CHANNEL, message);
    },
    async close() {
      await end(publisher);
      if (subscriber) await end(subscriber);
    },
  };
}
