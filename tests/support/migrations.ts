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

type OldCourse = {
  title: string;
  slug: string;
  units?: {
    title: string;
    modules: { title: string; videoId: string; durationMinutes: number }[];
  }[];
};

/**
 * A course written with the columns every migrated schema has, for a database stopped before
 * the newest migrations (the app's own store writes today's columns).
 */
export async function insertOldCourse(database: Database, course: OldCourse): Promise<number> {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const { rows } = await database.executeSql(
    `insert into courses (slug, title, description, category, price)
     values (${quote(course.slug)}, ${quote(course.title)}, 'Curso de prueba.', 'profession', 1000)
     returning id`,
  );
  const courseId = (rows[0] as { id: number }).id;
  for (const [unitIndex, unit] of (course.units ?? []).entries()) {
    const { rows: units } = await database.executeSql(
      `insert into course_units (course_id, position, title)
       values (${courseId}, ${unitIndex}, ${quote(unit.title)}) returning id`,
    );
    const unitId = (units[0] as { id: number }).id;
    for (const [index, module] of unit.modules.entries()) {
      await database.executeSql(
        `insert into course_modules (unit_id, position, title, video_id, duration_minutes)
         values (${unitId}, ${index}, ${quote(module.title)}, ${quote(module.videoId)}, ${module.durationMinutes})`,
      );
    }
  }
  return courseId;
}
