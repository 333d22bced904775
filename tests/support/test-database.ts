import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

/** `url` when a PostgreSQL server answers there within a second, else undefined. */
export async function postgresAnswering(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server for tests that need one (two processes, races that the embedded
 * database cannot show): TEST_DATABASE_URL, else this machine's when one answers, as on CI.
 * Undefined, with a warning naming `file`, when there is none: the caller skips.
 */
export async function postgresServer(file: string, why: string): Promise<string | undefined> {
  const server = process.env.TEST_DATABASE_URL ?? (await postgresAnswering(LOCAL_POSTGRES));
  if (!server) {
    console.warn(
      `${file} skipped: no PostgreSQL server answers at ${LOCAL_POSTGRES} and ` +
        `TEST_DATABASE_URL is unset; ${why}`,
    );
  }
  return server;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL unless given; dropped again on
 * close; `url` names it).
 */
export async function createTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<Database & { url?: string }> {
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    /** Where other processes find this database. */
    url: url.toString(),
    async close() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
