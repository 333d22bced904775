import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { LOCAL_POSTGRES, postgresAnswering, serverOf } from './postgres-server';

const root = fileURLToPath(new URL('../../', import.meta.url));
const migrations = path.join(root, 'src/server/db/migrations');

/** What a migrated database depends on: every migration's text and PGlite's version. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const full = path.join(migrations, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  const pglite = path.join(root, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(JSON.parse(readFileSync(pglite, 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Vitest's global setup for the API suite: the migrations run once, and each test file opens a
 * copy (see createTestDatabase). An embedded database's files are kept as one archive (PGlite's
 * `dumpDataDir`); on a PostgreSQL server, a migrated database serves as the template of
 * `CREATE DATABASE … TEMPLATE`. Both are named after the migrations they hold, so a later run
 * with the same migrations reuses them; their places reach the test processes as environment
 * variables, which the workers inherit.
 */
export default async function setup() {
  const key = migrationsKey();
  process.env.TEST_PGLITE_ARCHIVE = await embeddedArchive(key);
  const server = process.env.TEST_DATABASE_URL ?? (await postgresAnswering(LOCAL_POSTGRES));
  if (server) {
    process.env.TEST_POSTGRES_TEMPLATE = await migratedTemplate(server, key);
    process.env.TEST_POSTGRES_TEMPLATE_SERVER = server;
  }
}

async function embeddedArchive(key: string): Promise<string> {
  const folder = path.join(root, 'node_modules/.cache/migrated-databases');
  const archive = path.join(folder, `pglite-${key}.tar`);
  if (existsSync(archive)) return archive;
  mkdirSync(folder, { recursive: true });
  const database = await openDatabase({});
  await database.migrate();
  const files = Buffer.from(await (await database.dumpFiles!()).arrayBuffer());
  await database.close();
  // Written whole, then renamed: a run started meanwhile never reads half an archive.
  const partial = `${archive}.${process.pid}`;
  writeFileSync(partial, files);
  renameSync(partial, archive);
  return archive;
}

/**
 * The template database for these migrations on `server`, made when missing: migrated under
 * another name and renamed when done, so a run that finds it finds it whole.
 */
async function migratedTemplate(server: string, key: string): Promise<string> {
  const name = `test_template_${key}`;
  const exists = await onServer(server, 'select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount) return name;
  const building = `${name}_${process.pid}`;
  await onServer(server, `CREATE DATABASE ${building}`);
  const database = await openDatabase({ url: serverOf(server, building) });
  await database.migrate();
  // A template must have no one connected while it is copied.
  await database.close();
  try {
    await onServer(server, `ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (error) {
    // Another run made it first: theirs serves.
    await onServer(server, `DROP DATABASE IF EXISTS ${building}`);
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return name;
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE and such). */
export async function onServer(
  server: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}
