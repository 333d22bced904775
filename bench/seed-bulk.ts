import { VOLUME } from './budgets';
import type { Sql } from './database';

const NAMES = ['Paula', 'Martín', 'Lucía', 'Juan', 'Sofía', 'Diego', 'Valentina', 'Tomás'];
const LASTNAMES = ['García', 'Fernández', 'López', 'Martínez', 'Gómez', 'Díaz', 'Pérez', 'Romero'];
const STATUSES = ['approved', 'approved', 'approved', 'pending', 'rejected', 'refunded'];

const textArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * The volume of a busy school for the admin lists and the CSV export: VOLUME.users users and
 * VOLUME.purchases purchases of the demo courses, made in the database with generate_series.
 */
export async function seedBulk(sql: Sql): Promise<void> {
  await sql(`
    insert into users (name, lastname, username, email, password_hash, email_verified, created_at)
    select (${textArray(NAMES)})[1 + i % 8],
           (${textArray(LASTNAMES)})[1 + (i / 8) % 8],
           'alumno_' || i,
           'alumno' || i || '@correo.example',
           'scrypt$not-a-password',
           true,
           now() - i * interval '1 minute'
    from generate_series(1, ${VOLUME.users}) as i`);
  await sql(`
    with buyers as (
      select id, row_number() over (order by username) as n from users where username like 'alumno\\_%'
    ), catalogue as (
      select id, slug, title, price, row_number() over (order by id) as n from courses
    )
    insert into purchases (
      user_id, course_id, course_slug, course_title, provider, preference_id, payment_id, status,
      amount, payer_name, payer_lastname, payer_email, payer_document, payer_country,
      payer_region, payer_location, approved_at, created_at
    )
    select b.id, c.id, c.slug, c.title, 'sandbox', 'pref-' || i, 'pago-' || i,
           (${textArray(STATUSES)})[1 + i % 6],
           c.price,
           (${textArray(NAMES)})[1 + i % 8],
           (${textArray(LASTNAMES)})[1 + (i / 8) % 8],
           'alumno' || (1 + i % ${VOLUME.users}) || '@correo.example',
           (20000000 + i)::text, 'AR', 'Buenos Aires', 'La Plata',
           case when i % 6 < 3 then now() - i * interval '30 seconds' end,
           now() - i * interval '30 seconds'
    from generate_series(1, ${VOLUME.purchases}) as i
    join buyers b on b.n = 1 + i % ${VOLUME.users}
    join catalogue c on c.n = 1 + i % (select count(*) from courses)`);
  // What autovacuum does after a bulk load on a running site: the statistics, and the visibility
  // map that lets the dashboard's counts read their partial indexes alone.
  await sql('vacuum analyze');
}
