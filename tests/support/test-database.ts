import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../../src/server/db/client';
import { onServer } from './migrated-databases';
import { LOCAL_POSTGRES, postgresAnswering, sameServer, serverOf } from './postgres-server';

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

let migratedArchive: Blob | undefined;

/** The migrated embedded database of this run's global setup, read once per test process. */
function embeddedArchive(): Blob | undefined {
  const file = process.env.TEST_PGLITE_ARCHIVE;
  if (!file) return undefined;
  return (migratedArchive ??= new Blob([readFileSync(file)]));
}

/** The migrated template database of this run's global setup, when it is on that server. */
function templateOn(serverUrl: string): string | undefined {
  const { TEST_POSTGRES_TEMPLATE: name, TEST_POSTGRES_TEMPLATE_SERVER: server } = process.env;
  return name && server && sameServer(server, serverUrl) ? name : undefined;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL unless given; dropped again on
 * close; `url` names it). Both are copies of the database the run's global setup migrated
 * (tests/support/migrated-databases.ts); without that setup they are migrated here.
 */
export async function createTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<Database & { url?: string }> {
  if (!serverUrl) {
    const archive = embeddedArchive();
    const database = await openDatabase(archive ? { loadDataDir: archive } : {});
    if (!archive) await database.migrate();
    return database;
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = templateOn(serverUrl);
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = serverOf(serverUrl, name);
  const database = await openDatabase({ url });
  if (!template) await database.migrate();
  return {
    ...database,
    /** Where other processes find this database. */
    url,
    async close() {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
