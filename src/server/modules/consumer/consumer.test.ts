import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { ARCA_TEST_ENV, startArcaFake } from '../../../../tests/support/arca-fake';
import {
  arrepentimientoLinkSentTo,
  askArrepentimiento,
  confirmLink,
  openLink,
} from '../../../../tests/support/consumer';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { formatPrice } from '../../../shared/money';
import { consumerRequests, invoices, purchases, users } from '../../db/schema';
import { issueVoucher } from '../invoices/issue';

const DAY = 24 * 60 * 60 * 1000;
const CODE = /^ARR-[A-HJ-NP-Z2-9]{8}$/;
const LINK_REFUSED =
  'El enlace para confirmar el arrepentimiento no es válido, ya se usó o venció. Hacé el pedido de nuevo.';

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

  async function buy(email: string, courseId = course.id) {
    const buyer = await verifiedPerson(t);
    const bought = await buyWithSandbox(t, buyer.cookie, courseId, 'approved', { email });
    return { buyer, purchaseId: bought.purchaseId! };
  }

  const owns = async (cookie: string) =>
    (await call(t, 'GET', '/api/user/courses', { cookie })).json().courses.length;
  const purchase = async (id: string) =>
    (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;
  const requestRow = async (code: string) =>
    (await t.db.select().from(consumerRequests).where(eq(consumerRequests.code, code)))[0]!;

  it("answers a stranger who types a buyer's e-mail as anyone else, and changes nothing", async () => {
    const email = 'victima@example.com';
    const { buyer, purchaseId } = await buy(email);
    const since = t.smtp.messages.length;

    const stranger = await askArrepentimiento(t, email, { name: 'Otra Persona' });
    const nobody = await askArrepentimiento(t, 'nadie.compro@example.com');
    for (const response of [stranger, nobody]) {
      expect(response.statusCode, response.body).toBe(201);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'kind', 'message', 'status']);
      expect(response.json()).toMatchObject({
        kind: 'arrepentimiento',
        status: 'awaiting_confirmation',
      });
      expect(response.json().code).toMatch(CODE);
    }
    const neutral = (response: typeof stranger, address: string) =>
      response.json().message.replace(response.json().code, 'CODE').replace(address, 'ADDRESS');
    expect(neutral(stranger, email)).toBe(neutral(nobody, 'nadie.compro@example.com'));
    // Nothing about what was bought: no course, amount or date.
    expect(stranger.body).not.toContain('Contabilidad');
    expect(stranger.body).not.toMatch(/\$|16\.000|\d\d\/\d\d\/\d{4}/);

    expect(await purchase(purchaseId)).toMatchObject({ status: 'approved' });
    expect(await owns(buyer.cookie)).toBe(1);
    // The link goes to the buyer's mailbox, not to whoever asked.
    const { mail } = await arrepentimientoLinkSentTo(t, email, since);
    expect(mail.subject).toBe(`Confirmá tu arrepentimiento (${stranger.json().code})`);
    expect(mail.text).not.toContain('Otra Persona');
    const other = await t.smtp.waitFor('nadie.compro@example.com', { since });
    expect(other.text).toContain('no encontramos compras');
    expect(other.text).not.toContain('/arrepentimiento/confirmar/');
    expect(await requestRow(stranger.json().code)).toMatchObject({
      status: 'awaiting_confirmation',
      purchaseId: null,
      name: 'Otra Persona',
    });
  });

  it('withdraws from the mailed link: refund, course taken back, credit note; the link works once', async () => {
    const email = 'ana.arrepentida@example.com';
    const { buyer, purchaseId } = await buy(email);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId));
    await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id);
    t.clock.advance(9 * DAY);

    const since = t.smtp.messages.length;
    const asked = await askArrepentimiento(t, email, { name: 'Ana Arrepentida' });
    const link = await arrepentimientoLinkSentTo(t, email, since);

    const forged = await openLink(t, { id: link.id, token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(LINK_REFUSED);
    const page = await openLink(t, link);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      code: asked.json().code,
      purchases: [
        expect.objectContaining({
          id: purchaseId,
          courseTitle: 'Contabilidad básica',
          amount: 16000,
          review: false,
        }),
      ],
    });

    const forgedConfirm = await confirmLink(t, { id: link.id, token: 'y'.repeat(43) }, [
      purchaseId,
    ]);
    expect(forgedConfirm.statusCode).toBe(400);
    expect(await purchase(purchaseId)).toMatchObject({ status: 'approved' });
    const none = await confirmLink(t, link, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'purchaseIds', message: 'Elegí al menos una compra.' },
    ]);

    const confirmed = await confirmLink(t, link, [purchaseId]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [answer] = confirmed.json().answers;
    expect(answer).toMatchObject({ code: asked.json().code, status: 'accepted' });
    expect(answer.message).toContain(`te reintegramos el total (${formatPrice(16000)})`);
    expect(answer.message).toContain('nota de crédito');
    expect(await purchase(purchaseId)).toMatchObject({ status: 'refunded' });
    expect(await owns(buyer.cookie)).toBe(0);
    await t.smtp.waitFor(email, {
      since,
      match: (mail) => mail.subject === `Tu pedido de arrepentimiento ${answer.code}`,
    });
    const [note] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.relatedInvoiceId, invoice!.id));
    expect(note).toMatchObject({ kind: 'credit_note', status: 'pending' });
    expect(await requestRow(answer.code)).toMatchObject({
      status: 'accepted',
      purchaseId,
      confirmTokenHash: null,
    });

    const reused = await confirmLink(t, link, [purchaseId]);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(LINK_REFUSED);
    expect((await openLink(t, link)).statusCode).toBe(400);
  });

  it('keeps the right of a request made within the 10 days while its link lives', async () => {
    const email = 'beto.justo@example.com';
    const { buyer, purchaseId } = await buy(email);
    t.clock.advance(9.5 * DAY);
    const since = t.smtp.messages.length;
    await askArrepentimiento(t, email);
    const link = await arrepentimientoLinkSentTo(t, email, since);
    // The buyer opens the mail a day and a half later: the 10 days are over, the request was not.
    t.clock.advance(1.6 * DAY);

    expect((await openLink(t, link)).json().purchases).toHaveLength(1);
    const confirmed = await confirmLink(t, link, [purchaseId]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().answers[0]).toMatchObject({ status: 'accepted' });
    expect(await purchase(purchaseId)).toMatchObject({ status: 'refunded' });
    expect(await owns(buyer.cookie)).toBe(0);
  });

  it('sends no link for a purchase whose 10 days were over when the request came', async () => {
    const email = 'beto.tarde@example.com';
    const { buyer, purchaseId } = await buy(email);
    // The right lasts to the end of the tenth Argentine day after the purchase's: eleven whole
    // days later it is over whatever the hour of the purchase (10.5 days was not, near midnight).
    t.clock.advance(11 * DAY);
    const since = t.smtp.messages.length;
    const asked = await askArrepentimiento(t, email);
    const mail = await t.smtp.waitFor(email, {
      since,
      match: (m) => m.subject === `Tu pedido de arrepentimiento ${asked.json().code}`,
    });
    expect(mail.text).toContain('no encontramos compras');
    expect(mail.text).not.toContain('/arrepentimiento/confirmar/');
    expect(await purchase(purchaseId)).toMatchObject({ status: 'approved' });
    expect(await owns(buyer.cookie)).toBe(1);
  });

  it('lets the buyer pick among several purchases on the link page, each with its own code', async () => {
    const email = 'dario.dos@example.com';
    const first = await buy(email);
    const other = await createCourse(t, { title: 'Liquidación de sueldos' });
    const second = await buy(email, other.id);
    const since = t.smtp.messages.length;
    await askArrepentimiento(t, email);
    const link = await arrepentimientoLinkSentTo(t, email, since);

    const page = await openLink(t, link);
    expect(
      page
        .json()
        .purchases.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([first.purchaseId, second.purchaseId].sort());
    const stranger = await buy('otra.persona@example.com');
    const notTheirs = await confirmLink(t, link, [stranger.purchaseId]);
    expect(notTheirs.statusCode).toBe(400);
    expect(await purchase(stranger.purchaseId)).toMatchObject({ status: 'approved' });

    const confirmed = await confirmLink(t, link, [first.purchaseId, second.purchaseId]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answers = confirmed.json().answers as { code: string; status: string }[];
    expect(answers.map((a) => a.status)).toEqual(['accepted', 'accepted']);
    expect(new Set(answers.map((a) => a.code)).size).toBe(2);
    expect(await purchase(first.purchaseId)).toMatchObject({ status: 'refunded' });
    expect(await purchase(second.purchaseId)).toMatchObject({ status: 'refunded' });
  });

  it('withdraws once when the link and the purchase history are used at the same moment', async () => {
    const email = 'doble.clic@example.com';
    const { buyer, purchaseId } = await buy(email);
    const since = t.smtp.messages.length;
    await askArrepentimiento(t, email);
    const link = await arrepentimientoLinkSentTo(t, email, since);

    const answers = await Promise.all([
      confirmLink(t, link, [purchaseId]),
      call(t, 'POST', `/api/user/purchases/${purchaseId}/arrepentimiento`, {
        cookie: buyer.cookie,
        body: {},
      }),
      confirmLink(t, link, [purchaseId]),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
    expect(await purchase(purchaseId)).toMatchObject({ status: 'refunded' });
    const requests = await t.db
      .select()
      .from(consumerRequests)
      .where(eq(consumerRequests.purchaseId, purchaseId));
    expect(requests.map((request) => request.status)).toEqual(['accepted']);
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
