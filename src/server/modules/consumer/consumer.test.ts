import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { ARCA_TEST_ENV, startArcaFake } from '../../../../tests/support/arca-fake';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { consumerRequests, invoices, purchases, users } from '../../db/schema';
import { issueVoucher } from '../invoices/issue';

const DAY = 24 * 60 * 60 * 1000;
const CODE = /^ARR-[A-HJ-NP-Z2-9]{8}$/;

describe('consumer law: arrepentimiento and baja, without signing in', () => {
  let arcaFake: ReturnType<typeof startArcaFake>;
  let t: TestApp;
  let course: Awaited<ReturnType<typeof createCourse>>;

  beforeAll(async () => {
    arcaFake = startArcaFake();
    t = await createTestApp({ env: ARCA_TEST_ENV });
    course = await createCourse(t, { title: 'Contabilidad básica', price: 16000 });
  });
  afterAll(async () => {
    await t.close();
    arcaFake.close();
  });

  async function buy(email: string) {
    const buyer = await verifiedPerson(t);
    const bought = await buyWithSandbox(t, buyer.cookie, course.id, 'approved', { email });
    return {
      buyer,
      purchaseId: bought.purchaseId!,
      paymentId: bought.redirect.searchParams.get('payment_id')!,
    };
  }

  const arrepentimiento = (body: Record<string, unknown>) =>
    call(t, 'POST', '/api/consumer/arrepentimiento', {
      body,
      ip: `198.51.100.${Math.floor(Math.random() * 250)}`,
    });
  const owns = async (cookie: string) =>
    (await call(t, 'GET', '/api/user/courses', { cookie })).json().courses.length;
  const purchase = async (id: string) =>
    (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;

  it('revokes a purchase within 10 days: code on screen and by e-mail, refund, course taken back, credit note', async () => {
    const { buyer, purchaseId, paymentId } = await buy('ana.arrepentida@example.com');
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId));
    await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id);
    expect(await owns(buyer.cookie)).toBe(1);
    t.clock.advance(9 * DAY);

    const since = t.smtp.messages.length;
    const response = await arrepentimiento({
      name: 'Ana Arrepentida',
      email: 'ana.arrepentida@example.com',
      document: '30.123.456',
      operation: paymentId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ kind: 'arrepentimiento', status: 'accepted' });
    expect(answer.code).toMatch(CODE);
    expect(answer.message).toContain('te reintegramos el total');

    const receipt = await t.smtp.waitFor('ana.arrepentida@example.com', {
      since,
      match: (mail) => mail.subject === `Tu pedido de arrepentimiento ${answer.code}`,
    });
    expect(receipt.text).toContain(answer.code);
    expect(await purchase(purchaseId)).toMatchObject({ status: 'refunded' });
    expect(await owns(buyer.cookie)).toBe(0);
    await t.smtp.waitFor('ana.arrepentida@example.com', {
      since,
      match: (mail) => mail.subject === 'Reintegramos tu compra: Contabilidad básica',
    });
    const [note] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.relatedInvoiceId, invoice!.id));
    expect(note).toMatchObject({ kind: 'credit_note', status: 'pending' });
    expect((await issueVoucher(t.app.ctx, t.app.ctx.arca!, note!.id))?.status).toBe('issued');

    const [stored] = await t.db
      .select()
      .from(consumerRequests)
      .where(eq(consumerRequests.code, answer.code));
    expect(stored).toMatchObject({ status: 'accepted', purchaseId, document: '30123456' });
  });

  it('refuses after the 10 days with the date the window closed, keeping the purchase', async () => {
    const { buyer } = await buy('beto.tarde@example.com');
    t.clock.advance(11 * DAY);
    const response = await arrepentimiento({
      name: 'Beto Tarde',
      email: 'beto.tarde@example.com',
      document: '30123456',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'refused' });
    expect(answer.message).toMatch(
      /^El plazo para arrepentirte de esta compra venció el \d\d\/\d\d\/\d{4}/,
    );
    expect(await owns(buyer.cookie)).toBe(1);
    await t.smtp.waitFor('beto.tarde@example.com', {
      match: (mail) => mail.text.includes(answer.code),
    });
  });

  it("does not refund someone else's purchase from its operation number alone", async () => {
    const { paymentId, purchaseId } = await buy('carla.duenia@example.com');
    const response = await arrepentimiento({
      name: 'Otra Persona',
      email: 'otra.persona@example.com',
      document: '27999888',
      operation: paymentId,
    });
    expect(response.json()).toMatchObject({ status: 'refused' });
    expect(response.json().message).toContain('No encontramos una compra con esos datos');
    expect(await purchase(purchaseId)).toMatchObject({ status: 'approved' });
  });

  it('asks for the operation number when the e-mail has several purchases in the window', async () => {
    const email = 'dario.dos@example.com';
    await buy(email);
    const other = await createCourse(t);
    const buyer = await verifiedPerson(t);
    await buyWithSandbox(t, buyer.cookie, other.id, 'approved', { email });
    const response = await arrepentimiento({ name: 'Darío Dos', email, document: '30123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'operation',
        message:
          'Tenés más de una compra en los últimos 10 días: indicá el número de operación de la que querés cancelar.',
      },
    ]);
  });

  it('closes an account only after the owner confirms from the e-mailed link', async () => {
    const person = await verifiedPerson(t);
    const since = t.smtp.messages.length;
    const response = await call(t, 'POST', '/api/consumer/baja', {
      body: { name: 'Paula Herrera', email: person.person.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.code).toMatch(/^BAJ-/);
    expect(answer.message).toContain(`Te enviamos un correo a ${person.person.email}`);
    // Nothing happened yet.
    expect((await call(t, 'GET', '/api/user', { cookie: person.cookie })).statusCode).toBe(200);

    const mail = await t.smtp.waitFor(person.person.email, {
      since,
      match: (m) => m.text.includes('/baja/confirmar/'),
    });
    const [, id, token] = /\/baja\/confirmar\/([^/\s]+)\/([^/\s]+)/.exec(mail.text)!;
    const forged = await call(t, 'POST', `/api/consumer/baja/${id}/confirm`, {
      body: { token: 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/user', { cookie: person.cookie })).statusCode).toBe(200);

    const confirmed = await call(t, 'POST', `/api/consumer/baja/${id}/confirm`, {
      body: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'completed', code: answer.code });
    expect(await t.db.select().from(users).where(eq(users.email, person.person.email))).toEqual([]);
    expect((await call(t, 'GET', '/api/user', { cookie: person.cookie })).statusCode).toBe(401);
    const again = await call(t, 'POST', `/api/consumer/baja/${id}/confirm`, { body: { token } });
    expect(again.statusCode).toBe(400);
  });

  it('answers a baja for an address without an account the same way, and says so by e-mail', async () => {
    const response = await call(t, 'POST', '/api/consumer/baja', {
      body: { name: 'Nadie', email: 'sin.cuenta@example.com' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('Te enviamos un correo a sin.cuenta@example.com');
    const mail = await t.smtp.waitFor('sin.cuenta@example.com');
    expect(mail.text).toContain('no hay ninguna cuenta con este correo');
  });

  it('lets an administrator refund from the panel, list the vouchers and the requests', async () => {
    const admin = await adminPerson(t);
    const { buyer, purchaseId } = await buy('eva.panel@example.com');
    const refused = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    const refunded = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'El alumno pidió la baja por teléfono.' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().purchase.status).toBe('refunded');
    expect(await owns(buyer.cookie)).toBe(0);
    const twice = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Otra vez, por las dudas.' },
    });
    expect(twice.json().purchase.status).toBe('refunded');

    const vouchers = await call(t, 'GET', '/api/admin/invoices', { cookie: admin.cookie });
    expect(vouchers.json().invoices.length).toBeGreaterThan(0);
    expect(vouchers.json().invoicing).toEqual({ enabled: true, production: false });
    expect(vouchers.json().invoices[0]).toMatchObject({
      kind: expect.any(String),
      label: expect.stringMatching(/^(Factura|Nota de Crédito) C/),
    });
    const requests = await call(t, 'GET', '/api/admin/consumer-requests?filter=baja', {
      cookie: admin.cookie,
    });
    expect(requests.json().requests.every((r: { kind: string }) => r.kind === 'baja')).toBe(true);
    expect(requests.json().total).toBeGreaterThanOrEqual(2);
  });

  it('lets a buyer download their own invoice, and nobody else', async () => {
    const { buyer, purchaseId } = await buy('fede.pdf@example.com');
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId));
    const before = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(before.json().purchases[0]).toMatchObject({ invoiceUrl: null });
    await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id);

    const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    const url = history.json().purchases[0].invoiceUrl;
    expect(url).toBe(`/api/user/purchases/${purchaseId}/invoice.pdf`);
    const pdf = await call(t, 'GET', url, { cookie: buyer.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Factura-C-00003-\d{8}\.pdf"$/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await verifiedPerson(t);
    expect((await call(t, 'GET', url, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
  });
});
