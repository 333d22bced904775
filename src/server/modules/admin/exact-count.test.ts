import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** Lists counted exactly: a page past the end has no row to carry the total, so it is counted. */
describe('admin lists: the exact total, also past the last page', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  const list = (path: string) =>
    call(t, 'GET', `/api/admin/${path}`, { cookie: admin.cookie }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t);
    const course = await createCourse(t, { title: 'Monotributo desde cero' });
    await t.db.execute(sql`
      insert into contact_messages (name, email, message, created_at)
      select 'Rosa', 'rosa' || i || '@example.com', 'Consulta por ganancias ' || i,
             now() - i * interval '1 minute'
      from generate_series(1, 12) as i`);
    await t.db.execute(sql`
      with bought as (
        insert into purchases (
          user_id, course_id, course_slug, course_title, provider, preference_id, status, amount,
          payer_name, payer_lastname, payer_email, payer_document, payer_country, payer_region,
          payer_location
        )
        select null, ${course.id}, ${course.slug}, 'Monotributo desde cero', 'sandbox',
               'pref-' || i, 'approved', 1000, 'Rosa', 'Paz',
               case when i <= 13 then 'rosa@example.com' else 'otra@example.com' end,
               (30000000 + i)::text, 'AR', 'Córdoba', 'Córdoba'
        from generate_series(1, 15) as i
        returning id
      )
      insert into invoices (purchase_id, kind, voucher_type, point_of_sale, doc_type, doc_number,
                            total, net, vat)
      select id, 'invoice', 11, 1, 96, '30000000', 1000, 1000, 0 from bought`);
  });
  afterAll(async () => t.close());

  it('counts the searched contact messages on every page', async () => {
    const second = await list('messages?search=ganancias&page=2');
    expect(second).toMatchObject({ total: 12, totalCapped: false });
    expect(second.messages).toHaveLength(2);
    const past = await list('messages?search=ganancias&page=9');
    expect(past).toMatchObject({ messages: [], total: 12, totalCapped: false });
  });

  it("counts invoices searched by the payer's e-mail, through their purchase", async () => {
    const first = await list('invoices?search=ROSA@');
    expect(first).toMatchObject({ total: 13 });
    expect(first.invoices).toHaveLength(10);
    const past = await list('invoices?search=rosa@&page=3');
    expect(past).toMatchObject({ invoices: [], total: 13 });
    expect(await list('invoices?page=3')).toMatchObject({ invoices: [], total: 15 });
  });
});
