import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import type { InvalidationChannel } from './invalidation';

/** The PostgreSQL channel every instance of one database listens on. */
export const INVALIDATION_CHANNEL = 'site_invalidation';
/** Waits between reconnection attempts: doubling from the first, never above the last. */
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * LISTEN/NOTIFY on a PostgreSQL server: one dedicated connection (outside the pool) listens;
 * a dropped one is reconnected with backoff, logged, and reported as `missed`. NOTIFY goes
 * through the pool after the write's transaction committed.
 */
export function postgresChannel(options: {
  url: string;
  database: Pick<Database, 'executeSql'>;
  log: FastifyBaseLogger;
}): InvalidationChannel {
  const { url, database, log } = options;
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect(deliver: (message: string) => void): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notification) => {
      if (notification.channel === INVALIDATION_CHANNEL && notification.payload) {
        deliver(notification.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  function listen(deliver: (message: string) => void, missed: () => void): Promise<void> {
    const attempt = async (reconnecting: boolean): Promise<void> => {
      retry = undefined;
      if (closed) return;
      try {
        const client = await connect(deliver);
        if (closed) return void (await client.end());
        listener = client;
        failures = 0;
        // A second listener lost on the same drop must not schedule a second reconnection.
        const lost = (error?: Error) => {
          if (listener !== client || closed) return;
          listener = undefined;
          log.warn({ err: error }, 'invalidation: listening connection lost, reconnecting');
          client.end().catch(() => undefined);
          schedule();
        };
        client.on('error', lost);
        client.on('end', () => lost());
        if (reconnecting) {
          log.info('invalidation: listening again; caches dropped for what may have been missed');
          missed();
        }
      } catch (error) {
        failures += 1;
        log.warn({ err: error, failures }, 'invalidation: cannot listen, retrying');
        schedule();
      }
    };
    const schedule = () => {
      if (closed || retry) return;
      const wait = Math.min(FIRST_RETRY_MS * 2 ** failures, LAST_RETRY_MS);
      retry = setTimeout(() => void attempt(true), wait);
      retry.unref();
    };
    return attempt(false);
  }

  return {
    kind: 'postgres',
    listen,
    async send(message) {
      await database.executeSql('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, message]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
