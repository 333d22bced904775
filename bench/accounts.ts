import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../src/server/modules/auth/password';
import type { Sql } from './database';

export const LOGIN_PASSWORD = 'balance-anual-2024';

/** A live session of a user, made the way the server makes one: only the token's hash stored. */
type SessionRow = { cookie: string; tokenHash: string };

function newSession(): SessionRow {
  const token = randomBytes(16).toString('base64url');
  return { cookie: `token=${token}`, tokenHash: createHash('sha256').update(token).digest('hex') };
}

async function insertSessions(sql: Sql, usernames: string[]): Promise<string[]> {
  const sessions = usernames.map(() => newSession());
  await sql(
    `insert into sessions (token_hash, user_id, expires_at)
     select t.hash, u.id, now() + interval '30 days'
     from unnest($1::text[], $2::text[]) as t(hash, username)
     join users u on u.username = t.username`,
    [sessions.map((s) => s.tokenHash), usernames],
  );
  return sessions.map((s) => s.cookie);
}

async function insertUsers(sql: Sql, prefix: string, count: number, passwordHash: string) {
  await sql(
    `insert into users (name, lastname, username, email, password_hash, email_verified)
     select 'Paula', 'Herrera', $1 || i, $1 || i || '@bench.example', $2, true
     from generate_series(1, ${count}) as i`,
    [prefix, passwordHash],
  );
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}

export type StudyTarget = { id: number; slug: string; unitId: number; moduleIds: number[] };

/** The visible course with the most modules in its first unit: what the students study. */
async function studyTarget(sql: Sql): Promise<StudyTarget> {
  const { rows } = await sql(
    `select c.id, c.slug, u.id as unit_id, array_agg(m.id order by m.position) as module_ids
     from courses c
     join course_units u on u.course_id = c.id
     join course_modules m on m.unit_id = u.id
     where c.visibility
     group by c.id, c.slug, u.id
     order by count(*) desc, c.id
     limit 1`,
  );
  const row = rows[0] as
    { id: number; slug: string; unit_id: number; module_ids: number[] } | undefined;
  if (!row) throw new Error('no course with modules to study: is the demo content seeded?');
  return { id: row.id, slug: row.slug, unitId: row.unit_id, moduleIds: row.module_ids };
}

/**
 * The students have played through the lessons they tick, as the server counts watching
 * (decision 0032: a video lesson is ticked only once ~90 % of it was credited): each module of
 * the studied unit credited in full, stopped at its end. Without it every tick answers 409.
 */
async function seedWatching(sql: Sql, target: StudyTarget) {
  await sql(
    `insert into module_positions
       (user_id, course_id, module_id, seconds, watched_seconds, reported_length, updated_at)
     select u.id, $1, m.id, m.duration_minutes * 60, m.duration_minutes * 60,
            m.duration_minutes * 60, now() - interval '1 day'
     from users u cross join course_modules m
     where u.username like 'bench\\_student\\_%' and m.id = any($2::int[])`,
    [target.id, target.moduleIds],
  );
}

/** Verified students, each owning every course, each with a session; their cookies. */
export async function seedStudents(sql: Sql, count: number) {
  const usernames = await insertUsers(sql, 'bench_student_', count, 'scrypt$not-a-password');
  await sql(
    `insert into enrollments (user_id, course_id)
     select u.id, c.id from users u cross join courses c where u.username like 'bench\\_student\\_%'`,
  );
  const course = await studyTarget(sql);
  await seedWatching(sql, course);
  return { cookies: await insertSessions(sql, usernames), course };
}

/** Verified users whose password is LOGIN_PASSWORD, hashed as the server hashes; their e-mails. */
export async function seedLoginUsers(sql: Sql, count: number): Promise<string[]> {
  const usernames = await insertUsers(
    sql,
    'bench_login_',
    count,
    await hashPassword(LOGIN_PASSWORD, 'owasp'),
  );
  return usernames.map((username) => `${username}@bench.example`);
}

/** A session of the admin account the server ensures at start (ADMIN_EMAIL). */
export async function seedAdminSession(sql: Sql, adminEmail: string): Promise<string> {
  const { rows } = await sql('select username from users where lower(email) = lower($1)', [
    adminEmail,
  ]);
  const admin = rows[0] as { username: string } | undefined;
  if (!admin) throw new Error(`no admin account ${adminEmail}`);
  const [cookie] = await insertSessions(sql, [admin.username]);
  return cookie!;
}

/** Verified users with a session and no course yet, to buy during a load; e-mails and cookies. */
export async function seedBuyers(sql: Sql, count: number) {
  const usernames = await insertUsers(sql, 'bench_buyer_', count, 'scrypt$not-a-password');
  const cookies = await insertSessions(sql, usernames);
  return usernames.map((username, i) => ({
    email: `${username}@bench.example`,
    cookie: cookies[i]!,
  }));
}
