import pg from 'pg';
import { BackupError } from './backup-error';
import { DatabaseUnavailable, ensureDatabase } from '../db/postgres-database';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const TABLES = `select count(*)::int as tables from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;

/**
 * How many tables the database at `url` holds (0 = nothing to lose), creating it first when
 * the server has no database of that name (a restore onto a new server).
 */
export async function tablesIn(url: string): Promise<number> {
  try {
    await ensureDatabase(url);
  } catch (error) {
    if (error instanceof DatabaseUnavailable) throw new BackupError(error.message);
    throw error;
  }
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ tables: number }>(TABLES);
    return rows[0]?.tables ?? 0;
  });
}

const SCHEMAS = `select nspname as name from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema')
    and nspname not like 'pg_toast%' and nspname not like 'pg_temp%'`;

/**
 * Empties the database at `url` for a forced restore: every schema dropped with what it holds
 * (tables, the job queue's partitions, extensions), and an empty `public` made again. pg_restore's
 * own --clean cannot drop the job queue's partitioned tables.
 */
export async function emptyDatabase(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('begin');
    const { rows } = await client.query<{ name: string }>(SCHEMAS);
    for (const { name } of rows) {
      await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
    }
    await client.query('create schema public');
    await client.query('commit');
  });
}
