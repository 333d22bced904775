import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createOrder } from '../../../../tests/support/purchases';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { enrollments, purchases, sandboxPayments } from '../../db/schema';
import { CHECKOUT_TTL_MS } from './open-checkout';

/**
 * Requests that race each other. The embedded database runs one statement at a time, so only
 * a PostgreSQL server (with its pool of connections) lets them really overlap.
 */
const DATABASE_SERVER = await postgresServer(
  'races.test.ts',
  'the embedded PGlite runs one statement at a time, so requests never really race on it',
);

describe.skipIf(!DATABASE_SERVER)('payments racing each other on PostgreSQL', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);
  let course: Awaited<ReturnType<typeof createCourse>>;
  beforeAll(async () => {
    course = await createCourse(t, { title: 'Ganancias para monotributistas', price: 21000 });
  });

  const preferenceOf = (initPoint: string) => initPoint.split('/').pop() ?? '';
  const pay = (preferenceId: string, ip: string) =>
    call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
      body: { outcome: 'approved' },
      ip,
    });

  /** The mails to `to` after message number `since`, once the sends after the commit are done. */
  async function mailsTo(to: string, since: number) {
    await mailSettled(t);
    return t.smtp.messages.slice(since).filter((mail) => mail.to.includes(to));
  }

  async function stateOf(email: string, userId: string) {
    const bought = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.payerEmail, email), eq(purchases.courseId, course.id)));
    const owned = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)));
    return { bought, owned };
  }

  it("opens one checkout when 'Pagar' is sent five times at once", async () => {
    const buyer = await verifiedPerson(t);
    const email = buyer.person.email;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createOrder(t, buyer.cookie, course.id, { email }, `203.0.113.${i + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    const initPoints = new Set(answers.map((answer) => answer.json().init_point));
    expect(initPoints.size).toBe(1);
    const { bought } = await stateOf(email, buyer.user.id);
    expect(bought).toHaveLength(1);
    expect(preferenceOf([...initPoints][0])).toBe(bought[0]!.preferenceId);
  });

  it('decides fifty simultaneous approvals of one sandbox checkout once', async () => {
    const buyer = await verifiedPerson(t);
    const email = buyer.person.email;
    const order = await createOrder(t, buyer.cookie, course.id, { email });
    const preferenceId = preferenceOf(order.json().init_point);
    const since = t.smtp.messages.length;

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pay(preferenceId, `198.51.100.${i + 1}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(49).fill(409)]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      'Este pago de prueba ya fue aprobado.',
    );

    const payments = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.preferenceId, preferenceId));
    expect(payments.map((payment) => payment.status)).toEqual(['approved']);
    const { bought, owned } = await stateOf(email, buyer.user.id);
    expect(bought.map((purchase) => purchase.status)).toEqual(['approved']);
    expect(bought[0]!.reviewReason).toBeNull();
    expect(owned).toHaveLength(1);
    const receipts = await mailsTo(email, since);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      'Confirmamos tu compra: Ganancias para monotributistas',
    ]);
    const alerts = await mailsTo(t.config.contactEmail, since);
    expect(alerts.filter((mail) => mail.subject.startsWith('Pago para revisar'))).toEqual([]);
  });

  it('grants once and refunds the other when two checkouts of one course are paid at once', async () => {
    const buyer = await verifiedPerson(t);
    const email = buyer.person.email;
    const first = await createOrder(t, buyer.cookie, course.id, { email });
    // The first checkout is in its last hour: 'Pagar' opens a new one, and the old one can
    // still be paid.
    t.clock.advance(CHECKOUT_TTL_MS - 30 * 60 * 1000);
    const second = await createOrder(t, buyer.cookie, course.id, { email });
    expect(second.json().init_point).not.toBe(first.json().init_point);
    const since = t.smtp.messages.length;

    const answers = await Promise.all(
      [first, second].map((order, i) =>
        pay(preferenceOf(order.json().init_point), `192.0.2.${i + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const { bought, owned } = await stateOf(email, buyer.user.id);
    expect(bought.map((purchase) => purchase.status).sort()).toEqual(['approved', 'refunded']);
    expect(owned).toHaveLength(1);
    const refunded = bought.find((purchase) => purchase.status === 'refunded')!;
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, Number(refunded.paymentId)));
    expect(payment?.status).toBe('refunded');
    const mails = await mailsTo(email, since);
    expect(mails.filter((mail) => mail.subject.startsWith('Confirmamos'))).toHaveLength(1);
    const alerts = await mailsTo(t.config.contactEmail, since);
    expect(alerts.filter((mail) => mail.subject.startsWith('Pago para revisar'))).toEqual([]);
  });
});
