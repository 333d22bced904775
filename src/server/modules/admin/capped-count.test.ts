import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { COUNT_AHEAD } from '../../db/paginate';

/** More matches than the lists count ahead of a page: COUNT_AHEAD + 15 users named García. */
const MANY = COUNT_AHEAD + 15;
/** The page that starts COUNT_AHEAD rows in: counting from there reaches the end. */
const NEAR_END = COUNT_AHEAD / 10 + 1;

describe('admin lists: a total counted up to a cap', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  const list = (what: 'users' | 'purchases', query: string) =>
    call(t, 'GET', `/api/admin/${what}?${query}`, { cookie: admin.cookie }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t, { name: 'Valeria', lastname: 'Ferraro' });
    const course = await createCourse(t, { title: 'Liquidación de IVA' });
    await t.db.execute(sql`
      insert into users (name, lastname, username, email, password_hash, created_at)
      select 'Ana', 'García', 'ana_' || i, 'ana' || i || '@example.com', 'x',
             now() - i * interval '1 minute'
      from generate_series(1, ${MANY}) as i`);
    await t.db.execute(sql`
      insert into purchases (
        user_id, course_id, course_slug, course_title, provider, preference_id, payment_id,
        status, amount, payer_name, payer_lastname, payer_email, payer_document,
        payer_country, payer_region, payer_location, created_at
      )
      select null, ${course.id}, ${course.slug}, 'Liquidación de IVA', 'sandbox', 'pref-' || i,
             'pago-' || i, case when i % 2 = 0 then 'approved' else 'rejected' end, 1000,
             'Ana', 'García', 'ana' || i || '@example.com', (20000000 + i)::text,
             'AR', 'Buenos Aires', 'La Plata', now() - i * interval '1 minute'
      from generate_series(1, ${2 * MANY}) as i`);
  });
  afterAll(async () => t.close());

  it('stops counting users COUNT_AHEAD rows past the page and says so', async () => {
    const first = await list('users', 'search=GARCIA&filter=user');
    expect(first).toMatchObject({ total: COUNT_AHEAD, totalCapped: true, page: 1 });
    expect(first.users).toHaveLength(10);
    const second = await list('users', 'search=garcia&filter=user&page=2');
    expect(second).toMatchObject({ total: COUNT_AHEAD + 10, totalCapped: true, page: 2 });
  });

  it('counts exactly when the rest of the list fits within the cap', async () => {
    const near = await list('users', `search=garcia&page=${NEAR_END}`);
    expect(near).toMatchObject({ total: MANY, totalCapped: false });
    const last = await list('users', `search=garcia&page=${NEAR_END + 1}`);
    expect(last).toMatchObject({ total: MANY, totalCapped: false });
    expect(last.users).toHaveLength(5);
    const past = await list('users', 'search=garcia&page=500');
    expect(past).toMatchObject({ users: [], total: MANY, totalCapped: false });
    // ana_11 and ana_110 to ana_115.
    const narrow = await list('users', 'search=ana_11');
    expect(narrow).toMatchObject({ total: 7, totalCapped: false });
  });

  it('caps the purchases count the same way, after the status filter', async () => {
    const approved = await list('purchases', 'search=garcía&filter=approved');
    expect(approved).toMatchObject({ total: COUNT_AHEAD, totalCapped: true });
    expect(approved.purchases.every((p: { status: string }) => p.status === 'approved')).toBe(true);
    const pending = await list('purchases', 'search=garcia&filter=pending');
    expect(pending).toMatchObject({ purchases: [], total: 0, totalCapped: false });
    const one = await list('purchases', 'search=pago-203');
    expect(one).toMatchObject({ total: 1, totalCapped: false });
  });

  it('finds a user by the name an administrator gave them, accents aside', async () => {
    const student = await verifiedPerson(t);
    const saved = await call(t, 'PUT', `/api/admin/user/update/${student.user.id}`, {
      cookie: admin.cookie,
      body: {
        name: 'Ñandú',
        lastname: 'Ibáñez',
        username: 'nandu_ibanez',
        email: 'nandu@example.com',
        courses: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const found = await list('users', 'search=nandu%20IBANEZ');
    expect(found.users.map((user: { id: string }) => user.id)).toEqual([student.user.id]);
  });
});
