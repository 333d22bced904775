import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, insertOldCourse, migrateUpTo } from '../../../tests/support/migrations';
import { openDatabase, type Database } from './client';

const WATCHING = '0026_watching_counted.sql';
const STUDENT = '00000000-0000-4000-8000-00000000000a';

describe('migration 0026 on a database with lessons ticked before the server counted watching', () => {
  let database: Database;
  let modules: Record<string, number>;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateUpTo(database, WATCHING);
    const courseId = await insertOldCourse(database, {
      title: 'Monotributo práctico',
      slug: 'monotributo-practico',
      units: [
        {
          title: 'Unidad 1',
          modules: [
            { title: 'Ticked, with a position', videoId: 'dQw4w9WgXcQ', durationMinutes: 18 },
            { title: 'Ticked, never saved', videoId: 'dQw4w9WgXcQ', durationMinutes: 12 },
            { title: 'Not ticked', videoId: 'dQw4w9WgXcQ', durationMinutes: 20 },
            { title: 'A reading', videoId: '', durationMinutes: 5 },
          ],
        },
      ],
    });
    const { rows } = await database.executeSql(
      `select m.id, m.title from course_modules m join course_units u on u.id = m.unit_id
       where u.course_id = ${courseId}`,
    );
    modules = Object.fromEntries(
      (rows as { id: number; title: string }[]).map((row) => [row.title, row.id]),
    );
    await database.executeSql(`
      insert into users (id, name, lastname, username, email, password_hash) values
        ('${STUDENT}', 'Inés', 'Peña', 'ipena', 'ines@example.com', 'x');
      insert into module_progress (user_id, module_id, completed_at) values
        ('${STUDENT}', ${modules['Ticked, with a position']}, '2026-11-01T12:00:00Z'),
        ('${STUDENT}', ${modules['Ticked, never saved']}, '2026-11-02T12:00:00Z'),
        ('${STUDENT}', ${modules['A reading']}, '2026-11-03T12:00:00Z');
      insert into module_positions (user_id, course_id, module_id, seconds, updated_at) values
        ('${STUDENT}', ${courseId}, ${modules['Ticked, with a position']}, 1000, '2026-11-01T12:00:00Z'),
        ('${STUDENT}', ${courseId}, ${modules['Not ticked']}, 600, '2026-11-04T12:00:00Z');`);
    await applyMigration(database, WATCHING);
  });
  afterAll(async () => database.close());

  it('credits each ticked video lesson its declared length, and nothing the student had not finished', async () => {
    const { rows } = await database.executeSql(
      `select module_id, seconds, watched_seconds from module_positions order by module_id`,
    );
    expect(rows).toEqual([
      { module_id: modules['Ticked, with a position'], seconds: 1000, watched_seconds: 18 * 60 },
      { module_id: modules['Ticked, never saved'], seconds: 0, watched_seconds: 12 * 60 },
      { module_id: modules['Not ticked'], seconds: 600, watched_seconds: 0 },
    ]);
  });
});
