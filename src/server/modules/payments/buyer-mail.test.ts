import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { users } from '../../db/schema';

describe("a purchase's mails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const subjectsTo = (address: string, since: number) =>
    t.smtp.messages
      .slice(since)
      .filter((mail) => mail.to.includes(address))
      .map((mail) => mail.subject);

  it("go to the account's address as it is now, and to the payer's when it is another", async () => {
    const course = await createCourse(t, { title: 'Ganancias para monotributistas' });
    const buyer = await verifiedPerson(t);
    const admin = await adminPerson(t);
    const since = t.smtp.messages.length;
    const { purchaseId } = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', {
      email: 'pagador.tercero@example.com',
    });
    await t.smtp.waitFor(buyer.person.email, { since });
    await t.smtp.waitFor('pagador.tercero@example.com', { since });
    const receipt = 'Confirmamos tu compra: Ganancias para monotributistas';
    expect(subjectsTo(buyer.person.email, since)).toEqual([receipt]);
    expect(subjectsTo('pagador.tercero@example.com', since)).toEqual([receipt]);

    // The person moves to another address; the refund notice follows them there.
    await t.db
      .update(users)
      .set({ email: 'direccion.nueva@example.com' })
      .where(eq(users.email, buyer.person.email));
    const beforeRefund = t.smtp.messages.length;
    const refunded = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'El alumno lo pidió por teléfono.' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await t.smtp.waitFor('direccion.nueva@example.com', { since: beforeRefund });
    await t.smtp.waitFor('pagador.tercero@example.com', { since: beforeRefund });
    const notice = 'Reintegramos tu compra: Ganancias para monotributistas';
    expect(subjectsTo('direccion.nueva@example.com', beforeRefund)).toEqual([notice]);
    expect(subjectsTo('pagador.tercero@example.com', beforeRefund)).toEqual([notice]);
    expect(subjectsTo(buyer.person.email, beforeRefund)).toEqual([]);
  });
});
