import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import {
  createMercadoPagoFake,
  mercadoPagoPayment,
} from '../../../../tests/support/mercadopago-fake';
import { withdrawThroughLink } from '../../../../tests/support/consumer';
import { createOrder } from '../../../../tests/support/purchases';
import {
  MERCADOPAGO_APP_URL,
  MERCADOPAGO_WEBHOOK_SECRET,
  mercadoPagoApp,
} from '../../../../tests/support/mercadopago-app';
import type { TestApp } from '../../../../tests/support/test-app';
import { deliverPaymentWebhook } from '../../../../tests/support/webhooks';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { coupons, enrollments, purchaseEvents, purchases, users } from '../../db/schema';
import { createMercadoPagoProvider } from './providers/mercadopago';
import { reconcileDue } from './reconcile';
import { refundDuplicate, sweepOwedDuplicates } from './duplicates';
import { sweepOwedRefunds } from './refund';

const SECRET = MERCADOPAGO_WEBHOOK_SECRET;
const APP_URL = MERCADOPAGO_APP_URL;
let nextPaymentId = 1_325_000_000;

describe('purchases with MercadoPago (its HTTP API faked at the network edge)', () => {
  const fake = createMercadoPagoFake();
  let t: TestApp;
  let course: Awaited<ReturnType<typeof createCourse>>;

  beforeAll(async () => {
    fake.listen();
    t = await mercadoPagoApp();
    course = await createCourse(t, { title: 'Liquidación de IVA', price: 15000 });
  });
  afterEach(() => {
    fake.state.failing = false;
    fake.state.refundsFailing = false;
  });
  afterAll(async () => {
    await t.close();
    fake.close();
  });

  /** A verified buyer with a fresh checkout of the course; returns the purchase id. */
  async function checkout() {
    const buyer = await verifiedPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id);
    expect(order.statusCode, order.body).toBe(200);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.payerEmail, 'paula.compras@example.com'))
      .orderBy(purchases.createdAt)
      .then((rows) => rows.slice(-1));
    if (!purchase) throw new Error('no purchase stored');
    return { buyer, purchase, order: order.json() };
  }

  async function owns(email: string) {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, user!.id), eq(enrollments.courseId, course.id)));
    return rows.length;
  }

  const statusOf = async (purchaseId: string) =>
    (await t.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0];

  function pay(purchaseId: string, fields: Partial<Parameters<typeof mercadoPagoPayment>[0]> = {}) {
    const id = fields.id ?? nextPaymentId++;
    fake.setPayment(mercadoPagoPayment({ id, external_reference: purchaseId, ...fields }));
    return id;
  }

  it('creates the preference from the database: price, course, payer, return and notification URLs', async () => {
    const buyer = await verifiedPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id, { price: 1, unit_price: 1 });
    expect(order.statusCode).toBe(200);
    const sent = fake.preferences.at(-1)!;
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(
        eq(
          purchases.preferenceId,
          String(new URL(order.json().init_point).searchParams.get('pref_id')),
        ),
      );
    expect(order.json().init_point).toMatch(
      /^https:\/\/www\.mercadopago\.com\.ar\/checkout\/v1\/redirect\?pref_id=/,
    );
    expect(sent.idempotencyKey).toBe(purchase!.id);
    expect(sent.body).toMatchObject({
      items: [
        {
          id: String(course.id),
          title: 'Liquidación de IVA',
          quantity: 1,
          currency_id: 'ARS',
          unit_price: 15000,
        },
      ],
      payer: {
        name: 'Paula',
        surname: 'Herrera',
        email: 'paula.compras@example.com',
        identification: { type: 'DNI', number: '30123456' },
      },
      external_reference: purchase!.id,
      back_urls: {
        success: `${APP_URL}/payments/success`,
        failure: `${APP_URL}/payments/failure`,
        pending: `${APP_URL}/payments/pending`,
      },
      auto_return: 'approved',
      // Until the panel says otherwise, one payment.
      payment_methods: { installments: 1, default_installments: 1 },
      notification_url: `${APP_URL}/api/payments/webhook`,
      statement_descriptor: 'ESTUDIO FERRARO',
      expires: true,
    });
    expect(String(sent.body.expiration_date_to)).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/,
    );
    expect(purchase).toMatchObject({ status: 'pending', amount: 15000, provider: 'mercadopago' });
  });

  it("charges a sale in force as the preference's unit_price, with the panel's cap on cuotas", async () => {
    const admin = await adminPerson(t);
    const onSale = await createCourse(t, {
      title: 'Ganancias en oferta',
      price: 30000,
      salePrice: 21000,
      saleEndsAt: new Date(t.app.ctx.now().getTime() + 60 * 60 * 1000),
    });
    const preferenceWith = async (settings: { maxInstallments: number; interestFree: boolean }) => {
      const saved = await call(t, 'PUT', '/api/admin/settings/payments', {
        cookie: admin.cookie,
        body: settings,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const buyer = await verifiedPerson(t);
      expect((await createOrder(t, buyer.cookie, onSale.id)).statusCode).toBe(200);
      return fake.preferences.at(-1)!.body;
    };
    try {
      // Interest-free: the most cuotas are chosen at first.
      expect(await preferenceWith({ maxInstallments: 6, interestFree: true })).toMatchObject({
        items: [{ id: String(onSale.id), unit_price: 21000, currency_id: 'ARS' }],
        payment_methods: { installments: 6, default_installments: 6 },
      });
      // With interest, the buyer starts from one payment and may choose up to the cap.
      expect(await preferenceWith({ maxInstallments: 12, interestFree: false })).toMatchObject({
        items: [{ unit_price: 21000 }],
        payment_methods: { installments: 12, default_installments: 1 },
      });
    } finally {
      await call(t, 'PUT', '/api/admin/settings/payments', {
        cookie: admin.cookie,
        body: { maxInstallments: 1, interestFree: false },
      });
    }
  });

  it("puts the coupon's discounted total in the preference, whatever the client sends, and grants on that amount", async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: 'CPCE2026', kind: 'percent', value: 20 })
      .returning();
    const buyer = await verifiedPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id, {
      coupon: 'cpce2026',
      unit_price: 1,
      amount: 1,
      total: 1,
    });
    expect(order.statusCode, order.body).toBe(200);
    const sent = fake.preferences.at(-1)!;
    expect(sent.body).toMatchObject({
      items: [{ quantity: 1, currency_id: 'ARS', unit_price: 12000 }],
    });
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, String(sent.body.external_reference)));
    expect(purchase).toMatchObject({ amount: 12000, discount: 3000, couponCode: 'CPCE2026' });

    const paymentId = pay(purchase!.id, { transaction_amount: 12000 });
    const answer = await deliverPaymentWebhook(t, paymentId, { secret: SECRET });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await statusOf(purchase!.id)).toMatchObject({ status: 'approved', reviewReason: null });
    expect(await owns(buyer.person.email)).toBe(1);
    const [used] = await t.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.uses).toBe(1);
  });

  it('grants the course after a signed webhook, once MercadoPago confirms the payment, and e-mails a receipt', async () => {
    const { buyer, purchase } = await checkout();
    // The earlier tests' mails to this buyer are through before counting starts.
    await mailSettled(t);
    const since = t.smtp.messages.length;
    const paymentId = pay(purchase.id);

    const answer = await deliverPaymentWebhook(t, paymentId, { secret: SECRET });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await owns(buyer.person.email)).toBe(1);
    expect(await statusOf(purchase.id)).toMatchObject({
      status: 'approved',
      statusDetail: 'accredited',
      paymentId: String(paymentId),
      nextCheckAt: null,
    });
    const receipt = await t.smtp.waitFor('paula.compras@example.com', { since });
    expect(receipt.subject).toBe('Confirmamos tu compra: Liquidación de IVA');
    expect(receipt.text).toContain(`Operación N°: ${paymentId}`);
    expect(receipt.text).toMatch(/Importe: +\$\s15\.000,00/);

    const user = await call(t, 'GET', '/api/user', { cookie: buyer.cookie });
    expect(user.json().user.courses).toEqual([
      { course: { id: course.id, slug: course.slug, title: 'Liquidación de IVA' } },
    ]);
    const events = await t.db
      .select()
      .from(purchaseEvents)
      .where(eq(purchaseEvents.purchaseId, purchase.id));
    expect(events.map((event) => [event.source, event.status])).toEqual([
      ['checkout', 'pending'],
      ['webhook', 'approved'],
    ]);
  });

  it('grants once when the same notification arrives twice, or fifty at once on two instances', async () => {
    const { buyer, purchase } = await checkout();
    const paymentId = pay(purchase.id);
    await mailSettled(t);
    const since = t.smtp.messages.length;
    // Each test app has its own mail server: the receipts leave from whichever instance granted.
    const second = await mercadoPagoApp(t.database);
    const receipts = () =>
      [...t.smtp.messages.slice(since), ...second.smtp.messages]
        .filter((mail) => mail.subject.startsWith('Confirmamos'))
        .map((mail) => mail.to);
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          deliverPaymentWebhook(i % 2 ? second : t, paymentId, { secret: SECRET }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
      expect((await deliverPaymentWebhook(t, paymentId, { secret: SECRET })).statusCode).toBe(200);
      // Wait for both receipts while both instances still run.
      await mailSettled(t);
      // One to the address typed at checkout, one to the account's: each once.
      expect(receipts().sort()).toEqual(
        [[buyer.person.email], ['paula.compras@example.com']].sort(),
      );
    } finally {
      await second.close();
    }
    expect(await owns(buyer.person.email)).toBe(1);
    const approvals = await t.db
      .select()
      .from(purchaseEvents)
      .where(
        and(eq(purchaseEvents.purchaseId, purchase.id), eq(purchaseEvents.status, 'approved')),
      );
    expect(approvals).toHaveLength(1);
  });

  it('does not grant a payment whose amount or currency differs, and alerts the consultancy', async () => {
    const { buyer, purchase } = await checkout();
    const since = t.smtp.messages.length;
    const paymentId = pay(purchase.id, { transaction_amount: 150 });
    expect((await deliverPaymentWebhook(t, paymentId, { secret: SECRET })).statusCode).toBe(200);
    expect(await owns(buyer.person.email)).toBe(0);
    const stored = await statusOf(purchase.id);
    expect(stored?.status).toBe('pending');
    expect(stored?.reviewReason).toContain('150 ARS');
    const alert = await t.smtp.waitFor(t.config.contactEmail, { since });
    expect(alert.subject).toBe('Pago para revisar: Liquidación de IVA');
  });

  it('revokes the course on a refund and on a chargeback', async () => {
    for (const status of ['refunded', 'charged_back']) {
      const { buyer, purchase } = await checkout();
      const paymentId = pay(purchase.id);
      await deliverPaymentWebhook(t, paymentId, { secret: SECRET });
      expect(await owns(buyer.person.email)).toBe(1);

      pay(purchase.id, { id: paymentId, status, status_detail: status });
      expect((await deliverPaymentWebhook(t, paymentId, { secret: SECRET })).statusCode).toBe(200);
      expect(await owns(buyer.person.email)).toBe(0);
      expect((await statusOf(purchase.id))?.status).toBe(status);
    }
  });

  it('answers 503 while MercadoPago fails, loses nothing, and grants on the retried notification', async () => {
    const { buyer, purchase } = await checkout();
    const paymentId = pay(purchase.id);
    fake.state.failing = true;
    const failed = await deliverPaymentWebhook(t, paymentId, { secret: SECRET });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      message: 'MercadoPago no responde en este momento. Intentá de nuevo en unos minutos.',
    });
    expect((await statusOf(purchase.id))?.status).toBe('pending');

    fake.state.failing = false;
    expect((await deliverPaymentWebhook(t, paymentId, { secret: SECRET })).statusCode).toBe(200);
    expect(await owns(buyer.person.email)).toBe(1);
  });

  it('grants through the reconciliation pass when the webhook never comes', async () => {
    const { buyer, purchase } = await checkout();
    pay(purchase.id);
    t.clock.advance(2 * 60 * 1000);
    expect(await reconcileDue(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await owns(buyer.person.email)).toBe(1);
    const events = await t.db
      .select()
      .from(purchaseEvents)
      .where(eq(purchaseEvents.purchaseId, purchase.id));
    expect(events.at(-1)).toMatchObject({ source: 'reconcile', status: 'approved' });
  });

  it('shows the result screen the state MercadoPago reports, before any webhook', async () => {
    const { purchase } = await checkout();
    const paymentId = pay(purchase.id, {
      status: 'in_process',
      status_detail: 'pending_contingency',
    });
    const url = `/api/payments/result?external_reference=${purchase.id}&payment_id=${paymentId}&status=approved`;
    const pending = await call(t, 'GET', url);
    expect(pending.json().purchase).toMatchObject({
      status: 'pending',
      operationId: String(paymentId),
    });

    pay(purchase.id, { id: paymentId });
    const approved = await call(t, 'GET', url);
    expect(approved.json().purchase).toMatchObject({
      status: 'approved',
      operationId: String(paymentId),
    });
  });

  it('refuses notifications with a missing or wrong signature, and takes unsigned IPN ones only through MercadoPago', async () => {
    const { buyer, purchase } = await checkout();
    const paymentId = pay(purchase.id);
    const unsigned = await deliverPaymentWebhook(t, paymentId);
    expect(unsigned.statusCode).toBe(401);
    const forged = await deliverPaymentWebhook(t, paymentId, { secret: 'otra-clave' });
    expect(forged.statusCode).toBe(401);
    const stale = await deliverPaymentWebhook(t, paymentId, {
      secret: SECRET,
      ts: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(401);
    expect(await owns(buyer.person.email)).toBe(0);

    const ipn = await t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook?topic=payment&id=${paymentId}`,
    });
    expect(ipn.statusCode).toBe(200);
    expect(await owns(buyer.person.email)).toBe(1);
  });

  it('acknowledges notifications about payments that are not ours or that MercadoPago does not know', async () => {
    const foreign = pay('0b0e7a56-0000-4000-8000-000000000000');
    expect((await deliverPaymentWebhook(t, foreign, { secret: SECRET })).statusCode).toBe(200);
    expect((await deliverPaymentWebhook(t, 999, { secret: SECRET })).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook?topic=merchant_order&id=15243654512',
    });
    expect(order.statusCode).toBe(200);
  });

  it('acknowledges a notification whatever its body: not JSON, a bare value, form data, an IPN resource', async () => {
    const notify = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': contentType },
        payload,
      });
    for (const [contentType, payload] of [
      ['text/plain', 'no es JSON'],
      ['application/json', '42'],
      ['application/x-www-form-urlencoded', 'topic=payment'],
    ]) {
      const answer = await notify(contentType!, payload!);
      expect(answer.statusCode, contentType).toBe(200);
      expect(answer.json()).toEqual({ message: 'Notificación sin datos reconocibles: ignorada.' });
    }
    const resource = JSON.stringify({
      resource: 'https://api.mercadolibre.com/merchant_orders/15243654512',
      topic: 'merchant_order',
    });
    const order = await notify('application/json', resource);
    expect(order.json()).toEqual({ message: 'Notificación ignorada.' });
  });

  it('refunds through MercadoPago from the panel, and later when MercadoPago was down for an arrepentimiento', async () => {
    const admin = await adminPerson(t);
    const { buyer, purchase } = await checkout();
    const paymentId = pay(purchase.id);
    await deliverPaymentWebhook(t, paymentId, { secret: SECRET });
    const refunded = await call(t, 'POST', `/api/admin/purchases/${purchase.id}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Pedido del alumno por correo.' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(fake.refunds.at(-1)).toMatchObject({
      paymentId: String(paymentId),
      idempotencyKey: `refund-${purchase.id}`,
    });
    expect(await owns(buyer.person.email)).toBe(0);

    const late = await checkout();
    const latePayment = pay(late.purchase.id);
    await deliverPaymentWebhook(t, latePayment, { secret: SECRET });
    fake.state.failing = true;
    const accepted = await withdrawThroughLink(t, 'paula.compras@example.com', late.purchase.id);
    expect(accepted.status).toBe('accepted');
    expect((await statusOf(late.purchase.id))?.status).toBe('approved');

    fake.state.failing = false;
    expect(await sweepOwedRefunds(t.app.ctx)).toBe(1);
    expect((await statusOf(late.purchase.id))?.status).toBe('refunded');
    expect(await owns(late.buyer.person.email)).toBe(0);
    expect(await sweepOwedRefunds(t.app.ctx)).toBe(0);
  });

  /** The mails to `to` after message number `since`, once the sends after the commit are done. */
  async function mailsTo(to: string, since: number) {
    await mailSettled(t);
    return t.smtp.messages.slice(since).filter((mail) => mail.to.includes(to));
  }

  /** The purchase as the panel lists it. */
  async function listed(admin: { cookie: string }, purchaseId: string, filter = '') {
    const answer = await call(
      t,
      'GET',
      `/api/admin/purchases?search=${purchaseId}&filter=${filter}`,
      {
        cookie: admin.cookie,
      },
    );
    return answer.json().purchases[0];
  }

  it('refunds a second approved payment of a paid purchase through MercadoPago, once, and shows it', async () => {
    const admin = await adminPerson(t);
    const { buyer, purchase } = await checkout();
    const since = t.smtp.messages.length;
    const firstPayment = pay(purchase.id);
    await deliverPaymentWebhook(t, firstPayment, { secret: SECRET });
    const secondPayment = pay(purchase.id);
    const answer = await deliverPaymentWebhook(t, secondPayment, { secret: SECRET });
    expect(answer.statusCode).toBe(200);

    expect(
      fake.refunds.filter((refund) => refund.paymentId === String(secondPayment)),
    ).toMatchObject([
      { paymentId: String(secondPayment), idempotencyKey: `duplicate-${secondPayment}` },
    ]);
    expect(await statusOf(purchase.id)).toMatchObject({
      status: 'approved',
      paymentId: String(firstPayment),
      reviewReason: null,
    });
    expect(await owns(buyer.person.email)).toBe(1);
    // Told again, and told of the refund: nothing more happens.
    await deliverPaymentWebhook(t, secondPayment, { secret: SECRET });
    expect(
      fake.refunds.filter((refund) => refund.paymentId === String(secondPayment)),
    ).toHaveLength(1);

    // Each mail leaves on its own after its change: in either order.
    const mails = await mailsTo('paula.compras@example.com', since);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirmamos tu compra: Liquidación de IVA',
      'Te devolvimos un pago repetido: Liquidación de IVA',
    ]);
    const notice = mails.find((mail) => mail.subject.startsWith('Te devolvimos'));
    expect(notice!.text).toContain(`operación N° ${secondPayment}`);
    expect(await mailsTo(t.config.contactEmail, since)).toEqual([]);

    expect(await listed(admin, purchase.id, 'duplicate')).toMatchObject({
      id: purchase.id,
      status: 'approved',
      duplicates: [
        {
          paymentId: String(secondPayment),
          amount: 15000,
          status: 'refunded',
          refundedAt: expect.any(String),
        },
      ],
    });
    const events = await t.db
      .select()
      .from(purchaseEvents)
      .where(eq(purchaseEvents.purchaseId, purchase.id));
    expect(events.map((event) => event.note)).toContain(
      `Reintegrada automáticamente: pago duplicado ${secondPayment} (el curso ya era del comprador).`,
    );
  });

  it('refunds a duplicate payment later when MercadoPago refuses refunds at first, and only once', async () => {
    const admin = await adminPerson(t);
    const { purchase } = await checkout();
    await deliverPaymentWebhook(t, pay(purchase.id), { secret: SECRET });
    const since = t.smtp.messages.length;
    fake.state.refundsFailing = true;
    const duplicate = pay(purchase.id);
    expect((await deliverPaymentWebhook(t, duplicate, { secret: SECRET })).statusCode).toBe(200);
    expect(fake.refunds.filter((refund) => refund.paymentId === String(duplicate))).toEqual([]);
    expect((await listed(admin, purchase.id)).duplicates).toMatchObject([
      { paymentId: String(duplicate), status: 'owed', refundedAt: null },
    ]);

    fake.state.refundsFailing = false;
    // The sweep and a job that retries at the same moment: one refund between them.
    await Promise.all([
      sweepOwedDuplicates(t.app.ctx),
      refundDuplicate(t.app.ctx, String(duplicate)),
    ]);
    expect(fake.refunds.filter((refund) => refund.paymentId === String(duplicate))).toHaveLength(1);
    expect((await listed(admin, purchase.id)).duplicates).toMatchObject([
      { paymentId: String(duplicate), status: 'refunded' },
    ]);
    expect(await sweepOwedDuplicates(t.app.ctx)).toBe(0);
    const notices = (await mailsTo('paula.compras@example.com', since)).filter((mail) =>
      mail.subject.startsWith('Te devolvimos'),
    );
    expect(notices).toHaveLength(1);
  });

  it('has no sandbox checkout while MercadoPago is the provider', async () => {
    const response = await call(t, 'GET', `/api/payments/sandbox/sandbox-${crypto.randomUUID()}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('MercadoPago preferences on a site without https', () => {
  const fake = createMercadoPagoFake();
  beforeAll(() => fake.listen());
  afterAll(() => fake.close());

  it('leaves out auto_return, which MercadoPago only allows towards https', async () => {
    const provider = createMercadoPagoProvider({
      accessToken: 'TEST-1',
      appUrl: 'http://localhost:3000',
      maxRetries: 0,
    });
    await provider.createCheckout({
      purchaseId: crypto.randomUUID(),
      course: { id: 1, title: 'Curso', description: 'Descripción', pictureUrl: '/uploads/c.webp' },
      amount: 1000,
      currency: 'ARS',
      payer: {
        name: 'Ana',
        lastname: 'Paz',
        email: 'ana@example.com',
        document: '20301234567',
        country: 'AR',
        region: 'Córdoba',
        location: 'Río Cuarto',
      },
      expiresAt: new Date(),
      installments: { maxInstallments: 1, interestFree: false },
    });
    const body = fake.preferences[0]!.body;
    expect(body).not.toHaveProperty('auto_return');
    expect(body).toMatchObject({
      items: [{ picture_url: 'http://localhost:3000/uploads/c.webp' }],
      payer: { identification: { type: 'CUIT', number: '20301234567' } },
    });
  });
});

describe('a part of a MercadoPago payment given back (unused seats)', () => {
  const fake = createMercadoPagoFake();
  beforeAll(() => fake.listen());
  afterAll(() => fake.close());

  it('asks for the amount with its own idempotency key, and the payment stays approved', async () => {
    const provider = createMercadoPagoProvider({
      accessToken: 'TEST-1',
      appUrl: APP_URL,
      maxRetries: 0,
    });
    fake.setPayment(
      mercadoPagoPayment({
        id: 1_325_999_001,
        external_reference: crypto.randomUUID(),
        transaction_amount: 40_000,
      }),
    );
    await provider.refundPart('1325999001', 10_000, 'seat-refund-uno');
    await provider.refundPart('1325999001', 10_000, 'seat-refund-uno');
    expect(fake.refunds).toEqual([
      { paymentId: '1325999001', idempotencyKey: 'seat-refund-uno', amount: 10_000 },
    ]);
    const payment = await provider.getPayment('1325999001');
    expect(payment).toMatchObject({ status: 'approved', statusDetail: 'partially_refunded' });
  });
});
