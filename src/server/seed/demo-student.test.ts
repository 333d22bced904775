import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, sessionCookie } from '../../../tests/support/accounts';
import { ARCA_TEST_ENV, startArcaFake } from '../../../tests/support/arca-fake';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { mailSettled } from '../../../tests/support/mail-settled';
import { startInvoicing, sweepOwedVouchers } from '../modules/invoices/jobs';
import { reconcileDue } from '../modules/payments/reconcile';
import { invoices, purchases } from '../db/schema';
import { DEMO_PURCHASE_DETAIL } from './demo-purchase';
import { DEFAULT_DEMO_STUDENT_EMAIL, ensureDemoStudent } from './demo-student';
import { seedDemo, seedDemoContent } from './seed-demo';

const signIn = async (t: TestApp, email: string, password: string) => {
  const response = await call(t, 'POST', '/api/auth/login', { body: { email, password } });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
};

describe('the demo student', () => {
  const t = useTestApp();

  it('is made beside the demo catalogue, owns a started course bought in a demo purchase', async () => {
    expect(await ensureDemoStudent(t.app.ctx, undefined, { catalogueJustSeeded: false })).toBe(
      undefined,
    );
    await seedDemoContent(t.db, t.app.ctx.storage);
    const student = await ensureDemoStudent(t.app.ctx, undefined, { catalogueJustSeeded: true });
    if (student?.outcome !== 'created') throw new Error(`not created: ${student?.outcome}`);
    expect(student.email).toBe(DEFAULT_DEMO_STUDENT_EMAIL);

    const cookie = await signIn(t, student.email, student.password);
    const { courses } = (await call(t, 'GET', '/api/user/courses', { cookie })).json();
    expect(courses).toHaveLength(1);
    expect(courses[0].progress.percent).toBeGreaterThan(0);
    expect(courses[0].progress.percent).toBeLessThan(100);

    // A demo purchase: in the panel's sales, but with no payment (so not in the buyer's history).
    expect(await t.db.select().from(purchases)).toMatchObject([
      { status: 'approved', statusDetail: DEMO_PURCHASE_DETAIL, courseId: courses[0].course.id },
    ]);

    const again = await ensureDemoStudent(t.app.ctx, undefined, { catalogueJustSeeded: true });
    expect(again).toEqual({ outcome: 'exists', email: student.email });
  });

  it('takes configured credentials and keeps them in force', async () => {
    const credentials = { email: 'alumna@example.com', password: 'clave-de-la-alumna' };
    const options = { catalogueJustSeeded: false };
    expect(await ensureDemoStudent(t.app.ctx, credentials, options)).toEqual({
      outcome: 'configured',
      email: credentials.email,
    });
    await signIn(t, credentials.email, credentials.password);
    const changed = { ...credentials, password: 'otra-clave-de-la-alumna' };
    await ensureDemoStudent(t.app.ctx, changed, options);
    await signIn(t, changed.email, changed.password);
  });
});

describe('the demo seeded with ARCA invoicing on', () => {
  let arcaFake: ReturnType<typeof startArcaFake>;
  let t: TestApp;
  beforeAll(async () => {
    arcaFake = startArcaFake();
    t = await createTestApp({ env: { ...ARCA_TEST_ENV, SEED_DEMO: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    arcaFake.close();
  });

  it('invoices nothing, asks ARCA nothing and mails nobody; the student still studies', async () => {
    const { ctx } = t.app;
    await ctx.jobs.start();
    await startInvoicing(ctx);
    const { courses: seeded, student } = await seedDemo(ctx);
    expect(seeded).toBeGreaterThan(0);
    if (student?.outcome !== 'created') throw new Error(`not created: ${student?.outcome}`);

    const [purchase, ...others] = await t.db.select().from(purchases);
    expect(others).toEqual([]);
    expect(purchase).toMatchObject({
      status: 'approved',
      statusDetail: DEMO_PURCHASE_DETAIL,
      // Nothing was paid for it, so it shows (and counts) $ 0, not the list price.
      amount: 0,
      discount: 0,
      paymentId: null,
      nextCheckAt: null,
    });
    // Neither the invoice sweep nor a reconciliation pass, days later, finds anything to do.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await sweepOwedVouchers(ctx, 0)).toBe(0);
    expect(await reconcileDue(ctx)).toBe(0);
    // Nor can an administrator refund it through the provider.
    const admin = await adminPerson(t);
    const mailsBefore = t.smtp.messages.length;
    const refund = await call(t, 'POST', `/api/admin/purchases/${purchase!.id}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Prueba de reintegro' },
    });
    expect(refund.statusCode).toBe(409);
    await mailSettled(t);
    expect(await t.db.select().from(invoices)).toEqual([]);
    expect(arcaFake.state.logins).toBe(0);
    expect(arcaFake.vouchers).toEqual([]);
    // The only mails are the admin's own sign-up code: the demo sent none.
    expect(t.smtp.messages.slice(mailsBefore)).toEqual([]);
    expect(t.smtp.messages.map((mail) => mail.to).flat()).not.toContain(student.email);

    const cookie = await signIn(t, student.email, student.password);
    const { courses } = (await call(t, 'GET', '/api/user/courses', { cookie })).json();
    expect(courses).toHaveLength(1);
    expect(courses[0].progress.percent).toBeGreaterThan(0);
  });
});
