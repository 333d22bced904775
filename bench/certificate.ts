import type { Sql } from './database';

/** A fixed code of the alphabet certificates use (src/shared/certificates.ts). */
const BENCH_CODE = 'BENCHK7QX3MP';

/** One live certificate of a seeded student, for the verification page's Lighthouse runs. */
export async function seedCertificate(sql: Sql): Promise<string> {
  await sql(
    `insert into certificates (code, user_id, course_id, full_name, document, course_title, minutes, completed_at)
     select $1, u.id, c.id, 'José Núñez', '30123678', c.title, 750, now()
     from (select id from users order by created_at limit 1) u,
          (select id, title from courses where visibility order by id limit 1) c
     on conflict do nothing`,
    [BENCH_CODE],
  );
  return BENCH_CODE;
}
