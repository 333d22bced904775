import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { queuedClient } from './statement-queue';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Raw SQL with $1… parameters (several statements when there are none), for the job queue. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` holding a lock named `name` that no other caller, in this process or another
   * instance on the same database, holds at the same time; no transaction stays open meanwhile.
   */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The embedded database's files as one archive, to open copies of it (`loadDataDir`). */
  dumpFiles?: () => Promise<Blob>;
  close(): Promise<void>;
};

/** One lock at a time per name inside this process. */
function processLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withProcessLock<T>(name: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    tails.set(name, run);
    try {
      return await run;
    } finally {
      if (tails.get(name) === run) tails.delete(name);
    }
  };
}

/** Resolves once the database answers a trivial query. */
export async function ping(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`select 1`);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL at `url`, or the embedded PGlite in `dataDir`
 * (in memory when neither is given, as tests do).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** An embedded database's files to start from (PGlite's `dumpDataDir`): a copy, not a link. */
  loadDataDir?: Blob;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    const withProcessLock = processLocks();
    // A session-level advisory lock on a connection of its own: other instances wait on it.
    const withLock: Database['withLock'] = (name, work) =>
      withProcessLock(name, async () => {
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock(hashtext($1))', [name]);
          try {
            return await work();
          } finally {
            await connection.query('select pg_advisory_unlock(hashtext($1))', [name]);
          }
        } finally {
          connection.release();
        }
      });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // Instances started together after a release: one applies the migrations, the others
      // wait and then find them applied (without the lock they failed on the same tables).
      migrate: () => withLock('schema-migrations', () => migratePg(db, { migrationsFolder })),
      ping: () => ping(db as unknown as Db),
      executeSql: (text, values) => pool.query(text, values),
      withLock,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  // The extensions the migrations create (admin search); a PostgreSQL server ships them as contrib.
  const embedded = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const client = queuedClient(embedded);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    // The embedded database belongs to this one process: a process lock is the whole story.
    withLock: processLocks(),
    dumpFiles: () => embedded.dumpDataDir('none'),
    close: () => client.close(),
  };
}
