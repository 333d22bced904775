import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { ARCA_TEST_ENV, startArcaFake } from '../../../../tests/support/arca-fake';
import { createCourse } from '../../../../tests/support/courses';
import { orderFor } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { invoices, purchases } from '../../db/schema';
import { issueVoucher } from '../invoices/issue';

describe("each month of the 'Plan Contador' invoiced through ARCA", () => {
  let t: TestApp;
  let arcaFake: ReturnType<typeof startArcaFake>;

  beforeAll(async () => {
    arcaFake = startArcaFake();
    t = await createTestApp({ env: ARCA_TEST_ENV });
    await createCourse(t, { title: 'Facturación electrónica', price: 10_000 });
    const admin = await adminPerson(t);
    await call(t, 'PUT', '/api/admin/settings/subscription', {
      cookie: admin.cookie,
      body: { monthlyPrice: 16_500, active: true },
    });
  });
  afterAll(async () => {
    await t.close();
    arcaFake.close();
  });

  it('owes an invoice per approved month, issued as a Factura C of one service line', async () => {
    const student = await verifiedPerson(t);
    const { courseId: _course, ...payer } = orderFor(0);
    const opened = await call(t, 'POST', '/api/subscriptions', {
      cookie: student.cookie,
      body: payer,
    });
    const preapprovalId = String(opened.json().init_point).split('/').pop();
    await call(t, 'POST', `/api/payments/sandbox/subscriptions/${preapprovalId}/authorize`, {
      body: { outcome: 'approved' },
    });
    await call(t, 'POST', `/api/payments/sandbox/subscriptions/${preapprovalId}/charge`, {
      body: { outcome: 'approved' },
    });

    const owed = await t.db
      .select({ invoice: invoices, title: purchases.courseTitle })
      .from(invoices)
      .innerJoin(purchases, eq(purchases.id, invoices.purchaseId))
      .where(eq(purchases.payerDocument, '30123456'));
    const months = owed.filter((row) => row.title === 'Plan Contador: suscripción mensual');
    expect(months).toHaveLength(2);
    const issued = await issueVoucher(t.app.ctx, t.app.ctx.arca!, months[0]!.invoice.id);
    expect(issued?.status).toBe('issued');
    expect(issued?.request).toMatchObject({
      CbteTipo: 11,
      Concepto: 2,
      DocTipo: 96,
      DocNro: 30123456,
      ImpTotal: 16_500,
    });
  });
});
