import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migrateUpTo } from '../../../tests/support/migrations';
import { openDatabase, type Database } from './client';

const SEARCH_TEXT = '0006_admin_search_text.sql';

describe('migration 0006 on a database that already holds users and purchases', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateUpTo(database, SEARCH_TEXT);
    await database.executeSql(`
      insert into users (name, lastname, username, email, password_hash)
      values ('José', 'Muñoz', 'jmunoz', 'jose@example.com', 'x');
      insert into purchases (
        course_slug, course_title, provider, payment_id, status, amount, payer_name,
        payer_lastname, payer_email, payer_document, payer_country, payer_region, payer_location
      ) values (
        'iva', 'Liquidación de IVA', 'sandbox', null, 'approved', 1000, 'Inés', 'Peña',
        'ines@example.com', '30111222', 'AR', 'Buenos Aires', 'La Plata'
      );`);
    await applyMigration(database, SEARCH_TEXT);
  });
  afterAll(async () => database.close());

  it('fills search_text for the rows already there, lower-cased and without accents', async () => {
    const user = await database.executeSql(`select search_text from users`);
    expect(user.rows).toEqual([{ search_text: 'jose munoz jmunoz jose@example.com' }]);
    // The missing operation id leaves an empty word between the document and the course.
    const purchase = await database.executeSql(`select search_text from purchases`);
    expect(purchase.rows).toEqual([
      { search_text: 'ines pena ines@example.com 30111222  liquidacion de iva' },
    ]);
  });

  it('keeps search_text in step with later writes', async () => {
    await database.executeSql(`update users set lastname = 'Núñez' where username = 'jmunoz'`);
    const { rows } = await database.executeSql(
      `select username from users where search_text like '%nunez%'`,
    );
    expect(rows).toEqual([{ username: 'jmunoz' }]);
  });
});
