import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTo, recordingLog, until } from '../../../tests/support/invalidation';
import { createTestDatabase, postgresServer } from '../../../tests/support/test-database';
import type { Database } from '../db/client';
import { createInvalidation } from './invalidation';
import { INVALIDATION_CHANNEL, postgresChannel } from './postgres-channel';

const DATABASE_SERVER = await postgresServer(
  'postgres-channel.test.ts',
  'LISTEN/NOTIFY between connections needs a PostgreSQL server',
);

/** The server processes of this database's listening connections. */
async function listeners(database: Database): Promise<number[]> {
  const { rows } = await database.executeSql(
    `select pid from pg_stat_activity
      where datname = current_database() and query = 'LISTEN ${INVALIDATION_CHANNEL}'`,
  );
  return (rows as { pid: number }[]).map((row) => row.pid);
}

describe.skipIf(!DATABASE_SERVER)('invalidation over PostgreSQL LISTEN/NOTIFY', () => {
  let database: Database & { url?: string };
  beforeAll(async () => {
    database = await createTestDatabase(DATABASE_SERVER);
  });
  afterAll(async () => database?.close());

  it('listens again after its connection is killed, logs it and drops what it may have missed', async () => {
    const { log, lines } = recordingLog();
    const channel = postgresChannel({ url: database.url!, database, log });
    const { heard, missed } = await listenTo(channel);
    try {
      await channel.send('first');
      await until(() => heard.includes('first'), 'the first message heard');

      const [killed] = await listeners(database);
      expect(killed).toBeDefined();
      await database.executeSql('select pg_terminate_backend($1)', [killed]);
      await until(() => missed() === 1, 'a reconnection reported');
      const now = await listeners(database);
      expect(now).toHaveLength(1);
      expect(now).not.toContain(killed);
      expect(lines.some((line) => line.level === 40 && /connection lost/.test(line.msg))).toBe(
        true,
      );
      expect(lines.some((line) => /listening again/.test(line.msg))).toBe(true);

      await channel.send('after');
      await until(() => heard.includes('after'), 'a message heard after the reconnection');
    } finally {
      await channel.close();
    }
  });

  it('tells the other instance once and ignores its own echo', async () => {
    const { log } = recordingLog();
    const instance = () =>
      createInvalidation({ channel: postgresChannel({ url: database.url!, database, log }), log });
    const [a, b] = [instance(), instance()];
    const runs = { a: 0, b: 0 };
    a.subscribe('catalogue', () => (runs.a += 1));
    b.subscribe('catalogue', () => (runs.b += 1));
    await Promise.all([a.start(), b.start()]);
    try {
      const publishing = a.publish('catalogue');
      // This instance forgets before the first await: its next read is already fresh.
      expect(runs.a).toBe(1);
      await publishing;
      await until(() => runs.b === 1, 'the other instance told');
      // B answers after A's notification committed, and PostgreSQL delivers notifications in
      // commit order: A's own echo, were it not ignored, reaches A before B's does.
      await b.publish('catalogue');
      await until(() => runs.a === 2, "B's notification heard by A");
      expect(runs).toEqual({ a: 2, b: 2 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
