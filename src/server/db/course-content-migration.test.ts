import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migrateUpTo } from '../../../tests/support/migrations';
import { openDatabase, type Database } from './client';

const INCLUDED = '0009_course_included.sql';
const HIDE_EMPTY = '0010_hide_empty_public_courses.sql';

describe('migrations 0009 and 0010 on courses already stored', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateUpTo(database, INCLUDED);
    await database.executeSql(`
      insert into courses (id, slug, title, description, category, visibility, price) values
        (1, 'vacio', 'Público sin unidades', 'd', 'student', true, 1000),
        (2, 'sin-modulos', 'Público con una unidad vacía', 'd', 'student', true, 1000),
        (3, 'completo', 'Público con un módulo', 'd', 'student', true, 1000),
        (4, 'borrador', 'Privado sin unidades', 'd', 'student', false, 1000);
      insert into course_units (id, course_id, position, title) values
        (1, 2, 0, 'Vacía'), (2, 3, 0, 'Unidad');
      insert into course_modules (unit_id, position, title) values (2, 0, 'Módulo');`);
    await applyMigration(database, INCLUDED);
    await applyMigration(database, HIDE_EMPTY);
  });
  afterAll(async () => database.close());

  it('hides the public courses with nothing to study, and only those', async () => {
    const { rows } = await database.executeSql(`select slug, visibility from courses order by id`);
    expect(rows).toEqual([
      { slug: 'vacio', visibility: false },
      { slug: 'sin-modulos', visibility: false },
      { slug: 'completo', visibility: true },
      { slug: 'borrador', visibility: false },
    ]);
  });

  it('gives the courses already there an empty list of what they include', async () => {
    const { rows } = await database.executeSql(`select distinct included from courses`);
    expect(rows).toEqual([{ included: [] }]);
  });
});
