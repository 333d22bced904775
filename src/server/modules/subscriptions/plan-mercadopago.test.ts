import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createMercadoPagoFake } from '../../../../tests/support/mercadopago-fake';
import { authorizedPayment } from '../../../../tests/support/mercadopago-preapprovals';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { orderFor } from '../../../../tests/support/purchases';
import {
  MERCADOPAGO_APP_URL,
  MERCADOPAGO_WEBHOOK_SECRET,
  mercadoPagoApp,
} from '../../../../tests/support/mercadopago-app';
import type { TestApp } from '../../../../tests/support/test-app';
import { deliverPaymentWebhook } from '../../../../tests/support/webhooks';
import { planSubscriptions, purchases } from '../../db/schema';

const SECRET = MERCADOPAGO_WEBHOOK_SECRET;
const APP_URL = MERCADOPAGO_APP_URL;
const PRICE = 21_000;

describe("the 'Plan Contador' with MercadoPago (its HTTP API faked at the network edge)", () => {
  const fake = createMercadoPagoFake();
  const mp = fake.subscriptions;
  let t: TestApp;
  let nextId = 6_114_264_000;

  const subscribe = (cookie: string) => {
    const { courseId: _course, ...payer } = orderFor(0);
    return call(t, 'POST', '/api/subscriptions', { cookie, body: payer });
  };
  const notify = (type: string, id: string | number) =>
    deliverPaymentWebhook(t, id, { secret: SECRET, type, action: 'updated' });
  const statusOf = async (cookie: string) =>
    (await call(t, 'GET', '/api/user/subscription', { cookie })).json().status;
  const preapprovalIdOf = (initPoint: string) =>
    new URL(initPoint).searchParams.get('preapproval_id')!;

  /** A verified student whose preapproval MercadoPago reports authorized. */
  async function authorized() {
    const student = await verifiedPerson(t);
    const opened = await subscribe(student.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const preapprovalId = preapprovalIdOf(opened.json().init_point);
    mp.setPreapprovalStatus(preapprovalId, 'authorized');
    expect((await notify('subscription_preapproval', preapprovalId)).statusCode).toBe(200);
    return { ...student, preapprovalId };
  }

  function charge(preapprovalId: string, paymentStatus: 'approved' | 'rejected') {
    nextId += 1;
    mp.setCharge(
      authorizedPayment({
        id: nextId,
        preapprovalId,
        paymentId: nextId + 7_000_000,
        paymentStatus,
        amount: PRICE,
      }),
    );
    return nextId;
  }

  beforeAll(async () => {
    fake.listen();
    t = await mercadoPagoApp();
    await createCourse(t, { title: 'Monotributo de punta a punta', price: 12_000 });
    const admin = await adminPerson(t);
    await call(t, 'PUT', '/api/admin/settings/subscription', {
      cookie: admin.cookie,
      body: { monthlyPrice: PRICE, active: true },
    });
  });
  afterEach(() => {
    fake.state.failing = false;
  });
  afterAll(async () => {
    await t.close();
    fake.close();
  });

  it('asks MercadoPago for a monthly preapproval referenced by the subscription', async () => {
    const student = await verifiedPerson(t);
    const opened = await subscribe(student.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().init_point).toMatch(
      /^https:\/\/www\.mercadopago\.com\.ar\/subscriptions\/checkout\?preapproval_id=/,
    );
    const [subscription] = await t.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.preapprovalId, preapprovalIdOf(opened.json().init_point)));
    const request = mp.created.at(-1)!;
    expect(request.body).toEqual({
      reason: 'Plan Contador: todos los cursos en video',
      external_reference: subscription!.id,
      payer_email: 'paula.compras@example.com',
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: PRICE,
        currency_id: 'ARS',
      },
      back_url: `${APP_URL}/account/plan-contador?suscripcion=ok`,
      status: 'pending',
    });
    expect(request.idempotencyKey).toMatch(new RegExp(`^plan-${subscription!.id}-\\d+$`));
  });

  it('opens the courses on the authorization and records each approved month once', async () => {
    const student = await authorized();
    expect(await statusOf(student.cookie)).toBe('active');
    const chargeId = charge(student.preapprovalId, 'approved');
    for (let i = 0; i < 3; i += 1) {
      const answer = await notify('subscription_authorized_payment', chargeId);
      expect(answer.json().message).toBe('Notificación procesada.');
    }
    const months = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentId, String(chargeId + 7_000_000)));
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({ status: 'approved', amount: PRICE, provider: 'mercadopago' });
    await mailSettled(t);
    expect(
      t.smtp.messages.filter((mail) => /^Recibimos el pago de tu Plan Contador/.test(mail.subject)),
    ).toHaveLength(1);
  });

  it('starts the grace on a rejected charge, and closes the period when MercadoPago gives up', async () => {
    const student = await authorized();
    await notify('subscription_authorized_payment', charge(student.preapprovalId, 'approved'));
    await notify('subscription_authorized_payment', charge(student.preapprovalId, 'rejected'));
    const inGrace = (
      await call(t, 'GET', '/api/user/subscription', { cookie: student.cookie })
    ).json();
    expect(inGrace).toMatchObject({ status: 'active', graceUntil: expect.any(String) });

    mp.setPreapprovalStatus(student.preapprovalId, 'cancelled');
    await notify('subscription_preapproval', student.preapprovalId);
    const closed = (
      await call(t, 'GET', '/api/user/subscription', { cookie: student.cookie })
    ).json();
    expect(closed).toMatchObject({ status: 'cancelled', accessUntil: inGrace.accessUntil });
  });

  it('cancels at MercadoPago before saying so, and keeps it running when MercadoPago fails', async () => {
    const student = await authorized();
    await notify('subscription_authorized_payment', charge(student.preapprovalId, 'approved'));
    fake.state.failing = true;
    const failed = await call(t, 'POST', '/api/user/subscription/cancel', {
      cookie: student.cookie,
    });
    expect(failed.statusCode).toBe(503);
    fake.state.failing = false;
    expect(await statusOf(student.cookie)).toBe('active');

    const cancelled = await call(t, 'POST', '/api/user/subscription/cancel', {
      cookie: student.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(mp.updates.at(-1)).toEqual({ id: student.preapprovalId, body: { status: 'cancelled' } });
    expect(cancelled.json().status).toBe('cancelled');
  });

  it('refuses an unsigned subscription notification of the Webhooks shape', async () => {
    const student = await authorized();
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook?data.id=${student.preapprovalId}&type=subscription_preapproval`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'subscription_preapproval',
        data: { id: student.preapprovalId },
      }),
    });
    expect(forged.statusCode).toBe(401);
  });
});
