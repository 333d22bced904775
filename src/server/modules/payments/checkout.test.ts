import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerPerson, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { buyWithSandbox, createOrder, orderFor } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { purchases, users } from '../../db/schema';
import { createOrder as createOrderService, USER_VANISHED } from './checkout';

describe('buying a course (sandbox provider)', () => {
  let t: TestApp;
  let course: Awaited<ReturnType<typeof createCourse>>;
  beforeAll(async () => {
    t = await createTestApp();
    course = await createCourse(t, { title: 'Monotributo desde cero', price: 18500 });
  });
  afterAll(async () => t.close());

  const preferenceOf = (initPoint: string) => initPoint.split('/').pop() ?? '';

  const buy = (cookie: string, outcome: 'approved' | 'rejected' | 'pending') =>
    buyWithSandbox(t, cookie, course.id, outcome);

  it('answers the sandbox checkout address on this site', async () => {
    const buyer = await verifiedPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id);
    expect(order.json().init_point).toMatch(
      /^http:\/\/localhost:3000\/payments\/sandbox\/sandbox-[0-9a-f-]{36}$/,
    );
    const view = await call(
      t,
      'GET',
      `/api/payments/sandbox/${preferenceOf(order.json().init_point)}`,
    );
    expect(view.json().checkout).toMatchObject({
      courseTitle: 'Monotributo desde cero',
      amount: 18500,
      currency: 'ARS',
      payerEmail: 'paula.compras@example.com',
      purchaseStatus: 'pending',
      pendingPaymentId: null,
    });
  });

  it('approves through the sandbox: course owned, receipt, history and result screen agree', async () => {
    const buyer = await verifiedPerson(t);
    const since = t.smtp.messages.length;
    const { redirect } = await buy(buyer.cookie, 'approved');
    expect(redirect.pathname).toBe('/payments/success');
    const paymentId = redirect.searchParams.get('payment_id');
    const purchaseId = redirect.searchParams.get('external_reference');
    expect(redirect.searchParams.get('status')).toBe('approved');

    const user = await call(t, 'GET', '/api/user', { cookie: buyer.cookie });
    expect(
      user.json().user.courses.map((entry: { course: { id: number } }) => entry.course.id),
    ).toEqual([course.id]);
    const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(history.headers['cache-control']).toBe('no-store');
    expect(history.json().purchases).toEqual([
      {
        id: purchaseId,
        status: 'approved',
        operationId: paymentId,
        amount: 18500,
        listPrice: 18500,
        discount: 0,
        coupon: null,
        currency: 'ARS',
        course: { id: course.id, slug: course.slug, title: 'Monotributo desde cero' },
        bookingId: null,
        bundleId: null,
        seats: null,
        createdAt: expect.any(String),
        approvedAt: expect.any(String),
        duplicate: false,
        invoiceUrl: null,
        creditNoteUrl: null,
        checkoutUrl: null,
      },
    ]);
    const result = await call(t, 'GET', `/api/payments/result?external_reference=${purchaseId}`);
    expect(result.json().purchase).toMatchObject({ status: 'approved', operationId: paymentId });
    const receipt = await t.smtp.waitFor('paula.compras@example.com', { since });
    expect(receipt.subject).toBe('Confirmamos tu compra: Monotributo desde cero');

    const again = await createOrder(t, buyer.cookie, course.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya tenés este curso: lo encontrás en Mis cursos.');
  });

  it('records a rejection, and a retry in the same checkout that gets approved', async () => {
    const buyer = await verifiedPerson(t);
    const { preferenceId, redirect } = await buy(buyer.cookie, 'rejected');
    expect(redirect.pathname).toBe('/payments/failure');
    const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(history.json().purchases).toMatchObject([{ status: 'rejected' }]);

    const retry = await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
      body: { outcome: 'approved' },
    });
    const retried = new URL(retry.json().redirect, 'http://x');
    expect(retried.searchParams.get('payment_id')).not.toBe(
      redirect.searchParams.get('payment_id'),
    );
    const after = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(after.json().purchases).toMatchObject([
      { status: 'approved', operationId: retried.searchParams.get('payment_id') },
    ]);
    const paidAgain = await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
      body: { outcome: 'approved' },
    });
    expect(paidAgain.statusCode).toBe(409);
  });

  it('keeps a pending payment pending until it is settled, then grants', async () => {
    const buyer = await verifiedPerson(t);
    const { preferenceId, redirect } = await buy(buyer.cookie, 'pending');
    expect(redirect.pathname).toBe('/payments/pending');
    const purchaseId = redirect.searchParams.get('external_reference');
    const view = await call(t, 'GET', `/api/payments/sandbox/${preferenceId}`);
    expect(view.json().checkout.pendingPaymentId).toBe(redirect.searchParams.get('payment_id'));
    const waiting = await call(t, 'GET', `/api/payments/result?external_reference=${purchaseId}`);
    expect(waiting.json().purchase.status).toBe('pending');

    await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
      body: { outcome: 'approved' },
    });
    const settled = await call(t, 'GET', `/api/payments/result?external_reference=${purchaseId}`);
    expect(settled.json().purchase).toMatchObject({
      status: 'approved',
      operationId: redirect.searchParams.get('payment_id'),
    });
  });

  it("answers a second 'Pagar' with the checkout already open, with the buyer's latest data", async () => {
    const buyer = await verifiedPerson(t);
    const first = await createOrder(t, buyer.cookie, course.id);
    const again = await createOrder(t, buyer.cookie, course.id, { location: 'Cosquín' });
    expect(again.statusCode).toBe(200);
    expect(again.json().init_point).toBe(first.json().init_point);
    const mine = await t.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'pending',
      payerLocation: 'Cosquín',
      initPoint: first.json().init_point,
    });
  });

  it('refuses a new checkout while a payment of the course waits to be credited, and leads to it', async () => {
    const buyer = await verifiedPerson(t);
    const { preferenceId, purchaseId } = await buy(buyer.cookie, 'pending');
    const again = await createOrder(t, buyer.cookie, course.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Ya tenés un pago pendiente para este curso: cuando se acredite, el curso aparece en Mis cursos. Podés seguirlo en tu Historial de compras.',
    );
    const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(history.json().purchases).toMatchObject([
      {
        id: purchaseId,
        status: 'pending',
        checkoutUrl: `http://localhost:3000/payments/sandbox/${preferenceId}`,
      },
    ]);
    const mine = await t.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
    expect(mine).toHaveLength(1);
  });

  it("prefills the next purchase with the account's e-mail as it is now", async () => {
    const buyer = await verifiedPerson(t);
    await createOrder(t, buyer.cookie, course.id, { email: 'otra.casilla@example.com' });
    await t.db
      .update(users)
      .set({ email: 'paula.nueva@example.com' })
      .where(eq(users.id, buyer.user.id));
    const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(history.json().lastPayer).toEqual({
      name: 'Paula',
      lastname: 'Herrera',
      email: 'paula.nueva@example.com',
      document: '30123456',
      country: 'AR',
      region: 'Córdoba',
      location: 'Villa Carlos Paz',
    });
  });

  it('shows each person only their own purchases, and no checkout left before paying', async () => {
    const first = await verifiedPerson(t);
    const second = await verifiedPerson(t);
    await buy(first.cookie, 'approved');
    await createOrder(t, second.cookie, course.id, {
      document: '27333444',
      location: 'Rosario',
      region: 'Santa Fe',
    });
    const mine = await call(t, 'GET', '/api/user/purchases', { cookie: second.cookie });
    expect(mine.json()).toEqual({
      purchases: [],
      // Not a purchase, but the checkout 'Pagar' leads back to.
      openCheckouts: [expect.objectContaining({ courseId: course.id })],
      lastPayer: expect.objectContaining({
        document: '27333444',
        region: 'Santa Fe',
        location: 'Rosario',
      }),
    });
    expect((await call(t, 'GET', '/api/user/purchases')).statusCode).toBe(401);
  });

  it('names every invalid field of the buy form in Spanish', async () => {
    const buyer = await verifiedPerson(t);
    const response = await call(t, 'POST', '/api/payments/create-order', {
      cookie: buyer.cookie,
      body: {
        courseId: course.id,
        name: '',
        lastname: 'H',
        email: 'no',
        document: '12a',
        country: 'Argentina',
        region: '',
        location: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'name', message: 'Ingresá tu nombre.' },
      { field: 'lastname', message: 'El apellido debe tener al menos 2 caracteres.' },
      { field: 'email', message: 'Ingresá un correo electrónico válido.' },
      { field: 'document', message: 'El documento solo puede tener números.' },
      { field: 'country', message: 'Elegí tu país de la lista.' },
      { field: 'region', message: 'Ingresá tu provincia o región.' },
      { field: 'location', message: 'Ingresá tu localidad.' },
    ]);
    const short = await createOrder(t, buyer.cookie, course.id, { document: '123' });
    expect(short.json().errors).toEqual([
      {
        field: 'document',
        message: 'El documento debe tener entre 7 y 11 números (DNI, CUIT o CUIL).',
      },
    ]);
    const elsewhere = await createOrder(t, buyer.cookie, course.id, {
      country: 'UY',
      region: 'Córdoba',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual([
      { field: 'region', message: 'Elegí tu provincia o región de la lista.' },
    ]);
    expect(await t.db.select().from(purchases).where(eq(purchases.payerDocument, '123'))).toEqual(
      [],
    );
  });

  it('charges the price of the database, whatever the client sends', async () => {
    const buyer = await verifiedPerson(t);
    await createOrder(t, buyer.cookie, course.id, { price: 1, amount: 1, unit_price: 1 });
    const [user] = await t.db.select().from(users).where(eq(users.email, buyer.person.email));
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, user!.id));
    expect(purchase).toMatchObject({
      amount: 18500,
      currency: 'ARS',
      courseTitle: 'Monotributo desde cero',
    });
  });

  it('refuses buyers who are signed out or unverified, owners, and hidden or unknown courses', async () => {
    expect(
      (await call(t, 'POST', '/api/payments/create-order', { body: orderFor(course.id) }))
        .statusCode,
    ).toBe(401);

    const unverified = await registerPerson(t);
    const refused = await createOrder(t, unverified.cookie, course.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Para hacer una compra, es necesario validar tu cuenta previamente.',
    );

    const owner = await verifiedPerson(t);
    await enroll(t, owner.person.email, course.id);
    expect((await createOrder(t, owner.cookie, course.id)).statusCode).toBe(409);

    const hidden = await createCourse(t, { visibility: false });
    const buyer = await verifiedPerson(t);
    const hiddenOrder = await createOrder(t, buyer.cookie, hidden.id);
    expect(hiddenOrder.statusCode).toBe(404);
    expect(hiddenOrder.json().message).toBe('No encontramos ese curso o ya no está a la venta.');
    expect((await createOrder(t, buyer.cookie, 99999)).statusCode).toBe(404);
  });

  it("answers 'Error al obtener el usuario.' when the buyer's account is gone", async () => {
    const buyer = await verifiedPerson(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, buyer.person.email));
    await t.db.delete(users).where(eq(users.id, user!.id));
    const input = { ...orderFor(course.id), document: '30123456' };
    await expect(createOrderService(t.app.ctx, user!, input)).rejects.toMatchObject({
      kind: 'not_found',
      message: USER_VANISHED,
    });
  });

  it('answers unknown purchases and sandbox checkouts with a 404, malformed ones with a 400', async () => {
    const unknown = await call(
      t,
      'GET',
      `/api/payments/result?external_reference=${crypto.randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos esa compra.');
    expect((await call(t, 'GET', '/api/payments/result?external_reference=1')).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, 'GET', `/api/payments/sandbox/sandbox-${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    const bad = await call(t, 'POST', `/api/payments/sandbox/sandbox-${crypto.randomUUID()}/pay`, {
      body: { outcome: 'regalado' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('limits how many orders one account opens, from however many addresses', async () => {
    const buyer = await verifiedPerson(t);
    const other = await createCourse(t);
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const ip = `198.51.100.${i}`;
      answers.push((await createOrder(t, buyer.cookie, other.id, {}, ip)).statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });
});
