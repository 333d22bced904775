import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';

export type BenchDatabase = { kind: 'embedded' | 'postgres'; url: string | undefined };

export type Sql = Database['executeSql'];

/** The embedded database, or PostgreSQL when BENCH_DATABASE_URL is set. */
export function benchDatabase(): BenchDatabase {
  const url = process.env.BENCH_DATABASE_URL || undefined;
  return { kind: url ? 'postgres' : 'embedded', url };
}

/**
 * Drops and creates the PostgreSQL database of BENCH_DATABASE_URL, so every run starts empty.
 * Only a database whose name says `bench` is touched: the bench wipes it.
 */
export async function recreatePostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/bench/i.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL names the database "${name}": the bench drops and recreates it, so it ` +
        'only runs on a database whose name contains "bench" (createdb bench).',
    );
  }
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
}

/** Opens the bench's database from this process (the server must not be running on PGlite). */
export async function withDatabase<T>(
  target: BenchDatabase,
  dataDir: string,
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    target.url ? { url: target.url } : { dataDir: path.join(dataDir, 'db') },
  );
  try {
    return await work(database.executeSql);
  } finally {
    await database.close();
  }
}
