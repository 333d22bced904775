import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, insertOldCourse, migrateUpTo } from '../../../tests/support/migrations';
import { sha256 } from '../modules/auth/secrets';
import { openDatabase, type Database } from './client';

const ANNOUNCEMENTS = '0025_announcements.sql';
const OLD_TOKEN = 'enlace-de-un-recordatorio-enviado-antes-0123456789';

describe('migration 0025 on a database with checkout reminders sent and turned off', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateUpTo(database, ANNOUNCEMENTS);
    const courseId = await insertOldCourse(database, {
      title: 'Liquidación de IVA',
      slug: 'liquidacion-de-iva',
    });
    await database.executeSql(`
      insert into users (id, name, lastname, username, email, password_hash) values
        ('00000000-0000-4000-8000-00000000000a', 'Inés', 'Peña', 'ipena', 'ines@example.com', 'x'),
        ('00000000-0000-4000-8000-00000000000b', 'José', 'Muñoz', 'jmunoz', 'jose@example.com', 'x');
      insert into purchases (
        id, user_id, course_id, course_slug, course_title, provider, status, amount, payer_name,
        payer_lastname, payer_email, payer_document, payer_country, payer_region, payer_location
      ) values (
        '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000a', ${courseId},
        'liquidacion-de-iva', 'Liquidación de IVA', 'sandbox', 'pending', 1000, 'Inés', 'Peña',
        'ines@example.com', '30111222', 'AR', 'Buenos Aires', 'La Plata'
      );
      insert into checkout_reminders (purchase_id, user_id, course_id, token_hash, sent_at) values (
        '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000a', ${courseId},
        '${sha256(OLD_TOKEN)}', now()
      );
      insert into checkout_reminder_opt_outs (user_id) values ('00000000-0000-4000-8000-00000000000b');`);
    await applyMigration(database, ANNOUNCEMENTS);
  });
  afterAll(async () => database.close());

  it('keeps who turned reminders off as unsubscribed from every marketing mail', async () => {
    const { rows } = await database.executeSql(`select user_id from mail_opt_outs`);
    expect(rows).toEqual([{ user_id: '00000000-0000-4000-8000-00000000000b' }]);
  });

  it('keeps the link of a reminder already sent naming its account', async () => {
    const { rows } = await database.executeSql(
      `select user_id from unsubscribe_links where token_hash = '${sha256(OLD_TOKEN)}'`,
    );
    expect(rows).toEqual([{ user_id: '00000000-0000-4000-8000-00000000000a' }]);
    const reminders = await database.executeSql(`select purchase_id from checkout_reminders`);
    expect(reminders.rows).toHaveLength(1);
  });
});
