import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/server/db/client';

const folder = fileURLToPath(new URL('../../src/server/db/migrations/', import.meta.url));

/** The committed SQL migrations, in the order they run. */
export const migrationFiles = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

/** Runs one migration file, statement by statement, as the migrator does. */
export async function applyMigration(database: Database, file: string): Promise<void> {
  const statements = readFileSync(folder + file, 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) await database.executeSql(statement);
}

/** Runs every migration before `file` (a database as it was just before that one). */
export async function migrateUpTo(database: Database, file: string): Promise<void> {
  for (const earlier of migrationFiles.slice(0, migrationFiles.indexOf(file))) {
    await applyMigration(database, earlier);
  }
}
