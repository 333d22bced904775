import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { postgresChannel } from './postgres-channel';
import { redisChannel } from './redis-channel';

/** What a write may have made stale in every instance's memory. */
export type InvalidationTopic = 'catalogue' | 'payment-settings';

/**
 * How the instances of the site tell each other that a write made their in-memory copies stale.
 * A channel carries one message to every instance (its own included) and reports when it may
 * have missed some (a dropped connection).
 */
export type InvalidationChannel = {
  kind: 'postgres' | 'redis';
  /** Starts listening; `deliver` gets every message, `missed` follows a reconnection. */
  listen(deliver: (message: string) => void, missed: () => void): Promise<void>;
  send(message: string): Promise<void>;
  close(): Promise<void>;
};

export type Invalidation = {
  /** Where the announcements travel: this process only, PostgreSQL's NOTIFY or Redis. */
  kind: 'process' | InvalidationChannel['kind'];
  /**
   * Announces that `topic` changed, after the write committed: this instance forgets at once
   * (before the first await), the others when the message arrives. A failed send is logged, not
   * thrown: the write stands and the other instances' TTLs are the safety net.
   */
  publish(topic: InvalidationTopic): Promise<void>;
  /** Runs `handler` whenever `topic` changes, here or on another instance. */
  subscribe(topic: InvalidationTopic, handler: () => void): void;
  /** Starts hearing other instances' announcements (main.ts); until then only this one's. */
  start(): Promise<void>;
  close(): Promise<void>;
};

type Message = { from: string; topic: InvalidationTopic };

const TOPICS: readonly InvalidationTopic[] = ['catalogue', 'payment-settings'];

/** The one way a write announces a change, over the channel the configuration allows. */
export function createInvalidation(options: {
  channel: InvalidationChannel | undefined;
  log: FastifyBaseLogger;
}): Invalidation {
  const { channel, log } = options;
  const instance = randomUUID();
  const handlers = new Map<InvalidationTopic, (() => void)[]>();

  function run(topic: InvalidationTopic) {
    for (const handler of handlers.get(topic) ?? []) handler();
  }

  function deliver(text: string) {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      log.warn({ message: text }, 'invalidation: unreadable message ignored');
      return;
    }
    // This instance's own echo: it forgot when it published.
    if (message.from === instance || !TOPICS.includes(message.topic)) return;
    run(message.topic);
  }

  return {
    kind: channel?.kind ?? 'process',
    async publish(topic) {
      run(topic);
      if (!channel) return;
      try {
        await channel.send(JSON.stringify({ from: instance, topic } satisfies Message));
      } catch (error) {
        log.warn({ err: error, topic }, 'invalidation: other instances not told (their TTL will)');
      }
    },
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async start() {
      // Whatever was announced while the connection was down is unknown: forget everything.
      await channel?.listen(deliver, () => TOPICS.forEach(run));
    },
    close: async () => channel?.close(),
  };
}

/**
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY on a PostgreSQL server;
 * the embedded PGlite belongs to one process, so there the announcement stays in it.
 */
export function invalidationChannel(
  config: Pick<Config, 'redisUrl' | 'databaseUrl'>,
  database: Pick<Database, 'kind' | 'executeSql'>,
  log: FastifyBaseLogger,
): InvalidationChannel | undefined {
  if (config.redisUrl) return redisChannel(config.redisUrl, log);
  if (database.kind === 'postgres' && config.databaseUrl) {
    return postgresChannel({ url: config.databaseUrl, database, log });
  }
  return undefined;
}
