import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPerson,
  call,
  registerPerson,
  verifiedPerson,
} from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { orderFor } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  enrollments,
  purchases,
  sandboxAuthorizedPayments,
  sandboxPreapprovals,
  users,
} from '../../db/schema';
import { syncCharge } from './charge-sync';
import { ownedCourseIds } from '../enrollments/service';
import { lapseSubscriptions } from './lapse';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE = 18_500;

type Person = Awaited<ReturnType<typeof verifiedPerson>>;

describe("the 'Plan Contador': subscribing, monthly payments, failures, pause, cancel and end", () => {
  let t: TestApp;
  let admin: Person;
  let visible: Awaited<ReturnType<typeof createCourse>>[];
  let hidden: Awaited<ReturnType<typeof createCourse>>;

  const payer = () => {
    const { courseId: _course, ...fields } = orderFor(0);
    return fields;
  };
  const subscribe = (cookie: string) =>
    call(t, 'POST', '/api/subscriptions', { cookie, body: payer() });
  const mine = async (cookie: string) => {
    const answer = await call(t, 'GET', '/api/user/subscription', { cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const preapprovalOf = (initPoint: string) => initPoint.split('/').pop()!;
  const authorize = (preapprovalId: string, outcome = 'approved') =>
    call(t, 'POST', `/api/payments/sandbox/subscriptions/${preapprovalId}/authorize`, {
      body: { outcome },
    });
  const charge = (preapprovalId: string, outcome: 'approved' | 'rejected') =>
    call(t, 'POST', `/api/payments/sandbox/subscriptions/${preapprovalId}/charge`, {
      body: { outcome },
    });
  const ownedIds = async (cookie: string) =>
    (await call(t, 'GET', '/api/user', { cookie }))
      .json()
      .user.courses.map((entry: { course: { id: number } }) => entry.course.id)
      .sort((a: number, b: number) => a - b);
  /** What the person may study, read from the database (weeks ahead, a session has expired). */
  const studies = async (email: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    return [...(await ownedCourseIds(t.db, user!.id))].sort((a, b) => a - b);
  };
  const mailsTo = (to: string, subject: RegExp) =>
    t.smtp.messages.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  const planPurchases = (email: string) =>
    t.db
      .select({ amount: purchases.amount, status: purchases.status, title: purchases.courseTitle })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(and(eq(users.email, email), eq(purchases.courseSlug, 'plan-contador')));

  /** A verified student subscribed and authorized in the sandbox; their preapproval id. */
  async function subscriber() {
    const student = await verifiedPerson(t);
    const opened = await subscribe(student.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const preapprovalId = preapprovalOf(opened.json().init_point);
    expect((await authorize(preapprovalId)).statusCode).toBe(200);
    return { ...student, preapprovalId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t);
    visible = [
      await createCourse(t, { title: 'IVA para monotributistas', price: 20_000 }),
      await createCourse(t, { title: 'Ganancias de personas humanas', price: 30_000 }),
    ];
    hidden = await createCourse(t, { title: 'Borrador de Bienes Personales', visibility: false });
  });
  afterAll(() => t.close());

  it('is set in the panel, with field errors, and offered only when active', async () => {
    const student = await verifiedPerson(t);
    const before = await call(t, 'GET', '/api/admin/settings/subscription', {
      cookie: admin.cookie,
    });
    expect(before.json()).toEqual({ monthlyPrice: 25_000, active: false });
    expect((await subscribe(student.cookie)).json().message).toBe(
      'El Plan Contador no está disponible por ahora.',
    );

    const refused = await call(t, 'PUT', '/api/admin/settings/subscription', {
      cookie: admin.cookie,
      body: { monthlyPrice: 0, active: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'monthlyPrice', message: 'El precio mensual debe ser de al menos $ 1.' },
    ]);
    const notAdmin = await call(t, 'PUT', '/api/admin/settings/subscription', {
      cookie: student.cookie,
      body: { monthlyPrice: 1, active: true },
    });
    expect(notAdmin.statusCode).toBe(403);

    const saved = await call(t, 'PUT', '/api/admin/settings/subscription', {
      cookie: admin.cookie,
      body: { monthlyPrice: PRICE, active: true },
    });
    expect(saved.json()).toEqual({ monthlyPrice: PRICE, active: true });
    const offer = await call(t, 'GET', '/api/subscriptions/plan');
    expect(offer.json()).toMatchObject({ active: true, monthlyPrice: PRICE });
  });

  it('refuses visitors and unverified accounts', async () => {
    const visitor = await call(t, 'POST', '/api/subscriptions', { body: payer() });
    expect(visitor.statusCode).toBe(401);
    const unverified = await registerPerson(t);
    const refused = await subscribe(unverified.cookie);
    expect(refused.statusCode).toBe(403);
    const bad = await call(t, 'POST', '/api/subscriptions', {
      cookie: (await verifiedPerson(t)).cookie,
      body: { ...payer(), document: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: 'document', message: expect.any(String) });
  });

  it('opens every visible course once authorized, with the first month charged and its receipt', async () => {
    const student = await verifiedPerson(t);
    const opened = await subscribe(student.cookie);
    const initPoint = opened.json().init_point as string;
    expect(initPoint).toMatch(/\/payments\/sandbox\/subscriptions\/sandbox-pre-/);
    expect((await mine(student.cookie)).status).toBe('pending');
    // A second 'Suscribirme' before authorizing leads to the same page.
    expect((await subscribe(student.cookie)).json().init_point).toBe(initPoint);
    expect(await ownedIds(student.cookie)).toEqual([]);

    const authorized = await authorize(preapprovalOf(initPoint));
    expect(authorized.json().redirect).toBe('/account/plan-contador?suscripcion=ok');
    const view = await mine(student.cookie);
    expect(view.status).toBe('active');
    expect(view.monthlyPrice).toBe(PRICE);
    const monthAhead = Date.parse(view.accessUntil) - t.app.ctx.now().getTime();
    expect(monthAhead).toBeGreaterThan(27 * DAY_MS);
    expect(monthAhead).toBeLessThanOrEqual(31 * DAY_MS);
    expect(view.nextPaymentDate).toBe(view.accessUntil);
    expect(await ownedIds(student.cookie)).toEqual(
      visible.map((course) => course.id).sort((a, b) => a - b),
    );
    expect(await ownedIds(student.cookie)).not.toContain(hidden.id);

    expect(await planPurchases(student.person.email)).toEqual([
      { amount: PRICE, status: 'approved', title: 'Plan Contador: suscripción mensual' },
    ]);
    await mailSettled(t);
    expect(
      mailsTo('paula.compras@example.com', /^Recibimos el pago de tu Plan Contador/),
    ).not.toHaveLength(0);
    expect((await subscribe(student.cookie)).json().message).toBe(
      'Ya tenés el Plan Contador activo.',
    );
  });

  it('opens a course published later, and lets a subscriber buy one outright to keep it', async () => {
    const student = await subscriber();
    const later = await createCourse(t, {
      title: 'Sociedades por acciones simplificadas',
      price: 9_000,
    });
    await lapseSubscriptions(t.app.ctx);
    expect(await ownedIds(student.cookie)).toContain(later.id);

    const order = await call(t, 'POST', '/api/payments/create-order', {
      cookie: student.cookie,
      body: orderFor(later.id),
    });
    expect(order.statusCode, order.body).toBe(200);
    const preferenceId = (order.json().init_point as string).split('/').pop();
    await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
      body: { outcome: 'approved' },
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, student.person.email));
    const [kept] = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, user!.id), eq(enrollments.courseId, later.id)));
    expect(kept?.planSubscriptionId).toBeNull();

    await call(t, 'POST', '/api/user/subscription/cancel', { cookie: student.cookie });
    t.clock.advance(32 * DAY_MS);
    await lapseSubscriptions(t.app.ctx);
    t.clock.advance(-32 * DAY_MS);
    expect(await ownedIds(student.cookie)).toEqual([later.id]);
    expect((await mine(student.cookie)).status).toBe('none');
  });

  it('extends the period with each monthly payment, recorded once however often it is told', async () => {
    const student = await subscriber();
    const first = await mine(student.cookie);
    expect((await charge(student.preapprovalId, 'approved')).statusCode).toBe(200);
    const second = await mine(student.cookie);
    const extended = Date.parse(second.accessUntil) - Date.parse(first.accessUntil);
    expect(extended).toBeGreaterThan(27 * DAY_MS);
    expect(await planPurchases(student.person.email)).toHaveLength(2);

    // The same authorized payment notified again changes nothing.
    const [lastCharge] = await t.db
      .select({ id: max(sandboxAuthorizedPayments.id) })
      .from(sandboxAuthorizedPayments);
    expect(await syncCharge(t.app.ctx, String(lastCharge!.id), 'webhook')).toBe('unchanged');
    expect(await planPurchases(student.person.email)).toHaveLength(2);
  });

  it('refunds one month from the panel without touching the subscription', async () => {
    const student = await subscriber();
    const [month] = await t.db
      .select({ id: purchases.id })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(users.email, student.person.email));
    const refunded = await call(t, 'POST', `/api/admin/purchases/${month!.id}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Cobro por error del primer mes.' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, month!.id));
    expect(after?.status).toBe('refunded');
    expect((await mine(student.cookie)).status).toBe('active');
    expect(await ownedIds(student.cookie)).not.toHaveLength(0);
  });

  it('keeps the courses through the grace after a failed payment, then pauses them until a new card pays', async () => {
    const student = await subscriber();
    const courses = await ownedIds(student.cookie);
    const failed = await charge(student.preapprovalId, 'rejected');
    expect(failed.statusCode).toBe(200);
    const inGrace = await mine(student.cookie);
    expect(inGrace.status).toBe('active');
    const grace = Date.parse(inGrace.graceUntil) - Date.parse(inGrace.accessUntil);
    expect(grace).toBe(5 * DAY_MS);
    await mailSettled(t);
    expect(
      mailsTo('paula.compras@example.com', /^No pudimos cobrar tu Plan Contador/),
    ).not.toHaveLength(0);

    // Within the grace nothing changes.
    t.clock.advance(Date.parse(inGrace.accessUntil) - t.app.ctx.now().getTime() + DAY_MS);
    await lapseSubscriptions(t.app.ctx);
    expect(await studies(student.person.email)).toEqual(courses);
    // Past it, access pauses and the subscriber is asked for a new card.
    t.clock.advance(5 * DAY_MS);
    await lapseSubscriptions(t.app.ctx);
    expect(await studies(student.person.email)).toEqual([]);
    t.clock.offsetMs = 0;
    expect((await mine(student.cookie)).status).toBe('paused');
    await mailSettled(t);
    expect(mailsTo('paula.compras@example.com', /^Pausamos tu Plan Contador/)).not.toHaveLength(0);

    // A new card: a new preapproval, the old one cancelled at the provider.
    const renewed = await subscribe(student.cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newPreapproval = preapprovalOf(renewed.json().init_point);
    expect(newPreapproval).not.toBe(student.preapprovalId);
    const [old] = await t.db
      .select()
      .from(sandboxPreapprovals)
      .where(eq(sandboxPreapprovals.id, student.preapprovalId));
    expect(old?.status).toBe('cancelled');
    await authorize(newPreapproval);
    expect((await mine(student.cookie)).status).toBe('active');
    expect(await ownedIds(student.cookie)).toEqual(courses);
  });

  it('cancels from the account with no questions, keeping the courses to the end of the period', async () => {
    const student = await subscriber();
    const courses = await ownedIds(student.cookie);
    const cancelled = await call(t, 'POST', '/api/user/subscription/cancel', {
      cookie: student.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextPaymentDate: null });
    const [preapproval] = await t.db
      .select()
      .from(sandboxPreapprovals)
      .where(eq(sandboxPreapprovals.id, student.preapprovalId));
    expect(preapproval?.status).toBe('cancelled');
    expect(await ownedIds(student.cookie)).toEqual(courses);
    await mailSettled(t);
    expect(mailsTo(student.person.email, /^Cancelamos tu Plan Contador/)).toHaveLength(0);
    expect(mailsTo('paula.compras@example.com', /^Cancelamos tu Plan Contador/)).not.toHaveLength(
      0,
    );

    const again = await call(t, 'POST', '/api/user/subscription/cancel', {
      cookie: student.cookie,
    });
    expect(again.statusCode).toBe(409);

    t.clock.advance(Date.parse(cancelled.json().accessUntil) - t.app.ctx.now().getTime() + 1000);
    await lapseSubscriptions(t.app.ctx);
    t.clock.offsetMs = 0;
    expect(await ownedIds(student.cookie)).toEqual([]);
    expect((await mine(student.cookie)).status).toBe('none');
  });

  it('cancels through the e-mailed Botón de Baja without a session, and only with its link', async () => {
    const student = await subscriber();
    const unknown = await call(t, 'POST', '/api/subscriptions/baja', {
      body: { email: 'nadie.suscripto@example.com' },
    });
    const asked = await call(t, 'POST', '/api/subscriptions/baja', {
      body: { email: student.person.email },
    });
    expect(asked.statusCode).toBe(201);
    expect(
      unknown.json().message.replace('nadie.suscripto@example.com', student.person.email),
    ).toBe(asked.json().message);
    await mailSettled(t);
    const [mail] = mailsTo(student.person.email, /^Confirmá la cancelación de tu Plan Contador/);
    const link = /\/plan-contador\/baja\/([0-9a-f-]{36})\/([\w-]+)/.exec(mail!.text)!;
    const [, id, token] = link;

    const forged = await call(t, 'POST', `/api/subscriptions/baja/${id}/confirm`, {
      body: { token: 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(400);
    expect((await mine(student.cookie)).status).toBe('active');

    const confirmed = await call(t, 'POST', `/api/subscriptions/baja/${id}/confirm`, {
      body: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toMatch(
      /^Listo: cancelamos tu Plan Contador\. Tenés todos los cursos hasta el \d{2}\/\d{2}\/\d{4}/,
    );
    expect((await mine(student.cookie)).status).toBe('cancelled');
    const reused = await call(t, 'POST', `/api/subscriptions/baja/${id}/confirm`, {
      body: { token },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('takes MercadoPago-shaped notifications of both topics at the payments webhook', async () => {
    const student = await subscriber();
    const notify = (type: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/webhook?data.id=${id}&type=${type}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ type, data: { id }, action: 'updated' }),
      });
    const preapproval = await notify('subscription_preapproval', student.preapprovalId);
    expect(preapproval.json().message).toBe('Notificación procesada.');
    const other = await notify('subscription_unknown_topic', student.preapprovalId);
    expect(other.json().message).toBe('Notificación ignorada.');
  });

  it('lists subscribers, MRR and the months in the panel', async () => {
    const report = await call(t, 'GET', '/api/admin/subscriptions', { cookie: admin.cookie });
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.active).toBeGreaterThan(0);
    expect(body.mrr).toBe(body.active * PRICE);
    expect(body.months).toHaveLength(12);
    const thisMonth = body.months.at(-1);
    expect(thisMonth.started).toBeGreaterThanOrEqual(body.active);
    expect(thisMonth.revenue).toBeGreaterThan(0);
    expect(body.subscribers[0]).toMatchObject({ monthlyPrice: PRICE, email: expect.any(String) });
    // The months are their own kind of sale in the revenue report.
    const revenue = await call(t, 'GET', '/api/admin/reports/revenue?by=month', {
      cookie: admin.cookie,
    });
    const { subscription, course } = revenue.json().totals.byKind;
    expect(subscription.sales).toBeGreaterThan(body.active);
    expect(subscription.revenue).toBe(subscription.sales * PRICE);
    expect(course.sales).toBe(1);
    const student = await verifiedPerson(t);
    const refused = await call(t, 'GET', '/api/admin/subscriptions', { cookie: student.cookie });
    expect(refused.statusCode).toBe(403);
  });
});
