import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { ARCA_TEST_ENV, startArcaFake } from '../../../../tests/support/arca-fake';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { watchAndTick } from '../../../../tests/support/watching';
import { invoices, purchases, sandboxPayments, seatRefunds } from '../../db/schema';
import { issueVoucher } from '../invoices/issue';
import { sweepOwedRefunds } from '../payments/refund';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;

const COMPANY = { cuit: '30-71234567-1', name: 'Pérez & Asociados SRL', ivaCondition: 'exento' };
const PRICE = 10_000;

describe("a company's unused seats given back one by one", () => {
  let t: TestApp;
  let arcaFake: ReturnType<typeof startArcaFake>;
  let admin: Person;
  let course: Awaited<ReturnType<typeof createCourse>>;

  const buySeats = async (buyer: Person, seats: number) =>
    (await buyWithSandbox(t, buyer.cookie, course.id, 'approved', { company: COMPANY, seats }))
      .purchaseId!;
  const refundSeats = (purchaseId: string, seats: number) =>
    call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund-seats`, {
      cookie: admin.cookie,
      body: { seats, reason: 'La empresa contrató menos personal.' },
    });
  const purchaseOf = async (id: string) =>
    (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;
  const assign = (buyer: Person, purchaseId: string, email: string) =>
    call(t, 'POST', `/api/user/seats/${purchaseId}/assign`, {
      cookie: buyer.cookie,
      body: { email },
    });
  const ownedIds = async (cookie: string) =>
    (await call(t, 'GET', '/api/user', { cookie }))
      .json()
      .user.courses.map((entry: { course: { id: number } }) => entry.course.id);
  /** A verified invitee holding a seat who started the course. */
  async function startedSeat(buyer: Person, purchaseId: string) {
    const student = await verifiedPerson(t);
    expect((await assign(buyer, purchaseId, student.person.email)).statusCode).toBe(201);
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: student.cookie,
    });
    const unit = study.json().course.units[0];
    await watchAndTick(t, student.cookie, course.id, {
      unitId: unit.id,
      moduleId: unit.modules[0].id,
    });
    return student;
  }
  const creditNotes = (purchaseId: string) =>
    t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.purchaseId, purchaseId), eq(invoices.kind, 'credit_note')));
  const issueInvoiceOf = async (purchaseId: string) => {
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.purchaseId, purchaseId), eq(invoices.kind, 'invoice')));
    expect((await issueVoucher(t.app.ctx, t.app.ctx.arca!, invoice!.id))?.status).toBe('issued');
  };

  beforeAll(async () => {
    arcaFake = startArcaFake();
    t = await createTestApp({ env: ARCA_TEST_ENV });
    admin = await adminPerson(t);
    course = await createCourse(t, { title: 'Liquidación de sueldos', price: PRICE });
  });
  afterAll(async () => {
    await t.close();
    arcaFake.close();
  });

  it('refunds their share, with its credit note and notice, and leaves fewer seats to assign', async () => {
    const buyer = await verifiedPerson(t);
    const purchaseId = await buySeats(buyer, 4);
    await issueInvoiceOf(purchaseId);
    const since = t.smtp.messages.length;

    const refunded = await refundSeats(purchaseId, 1);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().message).toBe(
      'Reintegramos 1 licencia sin usar; las que ya se usan siguen con sus estudiantes.',
    );
    expect(await purchaseOf(purchaseId)).toMatchObject({
      status: 'approved',
      refundedSeats: 1,
      refundedAmount: PRICE,
    });
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.externalReference, purchaseId));
    expect(payment).toMatchObject({ status: 'approved', statusDetail: 'partially_refunded' });
    const [note] = await creditNotes(purchaseId);
    expect(note).toMatchObject({ total: PRICE, seatRefundId: expect.any(String) });
    const issued = await issueVoucher(t.app.ctx, t.app.ctx.arca!, note!.id);
    expect(issued?.request).toMatchObject({ CbteTipo: 13, ImpTotal: PRICE });
    const notice = await t.smtp.waitFor('paula.compras@example.com', {
      since,
      match: (mail) => mail.subject.startsWith('Reintegramos licencias de tu compra'),
    });
    expect(notice.text).toContain('Te quedan 3 licencia(s)');

    const listed = await call(t, 'GET', '/api/user/seats', { cookie: buyer.cookie });
    expect(listed.json().purchases[0]).toMatchObject({ seats: 4, refundedSeats: 1 });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await assign(buyer, purchaseId, `empleado${i}.${Date.now()}@example.com`)).statusCode,
      ).toBe(201);
    }
    const none = await assign(buyer, purchaseId, `otro.${Date.now()}@example.com`);
    expect(none.statusCode).toBe(409);

    const csv = await call(t, 'GET', `/api/admin/purchases/export.csv?search=${purchaseId}`, {
      cookie: admin.cookie,
    });
    const row = csv.rawPayload.subarray(3).toString('utf8').split('\r\n')[1]!.split(';');
    expect(row.slice(-7)).toEqual([
      '30-71234567-1',
      'Pérez & Asociados SRL',
      'IVA Sujeto Exento',
      '4',
      '1',
      '10000,00',
      purchaseId,
    ]);

    const revenue = await call(t, 'GET', '/api/admin/reports/revenue?by=month', {
      cookie: admin.cookie,
    });
    expect(revenue.json().totals.byKind.course.revenue).toBe(3 * PRICE);
  });

  it('frees an unstarted seat to give it back, and never one whose student started', async () => {
    const buyer = await verifiedPerson(t);
    const purchaseId = await buySeats(buyer, 2);
    const started = await startedSeat(buyer, purchaseId);
    const waiting = await verifiedPerson(t);
    await assign(buyer, purchaseId, waiting.person.email);

    const tooMany = await refundSeats(purchaseId, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      'Quedan 1 licencia(s) sin usar: no se pueden reintegrar 2.',
    );
    expect((await refundSeats(purchaseId, 1)).statusCode).toBe(200);
    expect(await ownedIds(waiting.cookie)).not.toContain(course.id);
    expect(await ownedIds(started.cookie)).toContain(course.id);
    const nothingLeft = await refundSeats(purchaseId, 1);
    expect(nothingLeft.json().message).toBe(
      'No quedan licencias sin usar para reintegrar: todas las que quedan ya se usan.',
    );
  });

  it('refunds the whole purchase when every seat goes back unused', async () => {
    const buyer = await verifiedPerson(t);
    const purchaseId = await buySeats(buyer, 2);
    const answer = await refundSeats(purchaseId, 2);
    expect(answer.json().message).toBe(
      'Reintegramos la compra completa (2 licencias): nadie había usado ninguna.',
    );
    expect((await purchaseOf(purchaseId)).status).toBe('refunded');
  });

  it('refunds the rest as a whole when the last seats go back after others', async () => {
    const buyer = await verifiedPerson(t);
    const purchaseId = await buySeats(buyer, 3);
    const first = await refundSeats(purchaseId, 1);
    expect(first.json().message).toBe(
      'Reintegramos 1 licencia sin usar; las que ya se usan siguen con sus estudiantes.',
    );
    const rest = await refundSeats(purchaseId, 2);
    expect(rest.json().message).toBe(
      'Reintegramos lo que quedaba de la compra (2 licencias): nadie las había usado.',
    );
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: 'refunded', refundedSeats: 1 });
  });

  it('credits on a later full refund only what the seats given back did not', async () => {
    const buyer = await verifiedPerson(t);
    const purchaseId = await buySeats(buyer, 4);
    await issueInvoiceOf(purchaseId);
    await refundSeats(purchaseId, 1);
    const full = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'La empresa canceló la capacitación.' },
    });
    expect(full.statusCode, full.body).toBe(200);
    const notes = await creditNotes(purchaseId);
    expect(notes.map((note) => note.total).sort((a, b) => a - b)).toEqual([PRICE, 3 * PRICE]);
  });

  it("gives back only the unused seats on the buyer's arrepentimiento, once", async () => {
    const buyer = await verifiedPerson(t);
    const purchaseId = await buySeats(buyer, 3);
    await startedSeat(buyer, purchaseId);
    const withdrawn = await call(t, 'POST', `/api/user/purchases/${purchaseId}/arrepentimiento`, {
      cookie: buyer.cookie,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toMatch(
      /^Tu pedido .+: Reintegramos 2 licencias sin usar; las que ya se usan siguen con sus estudiantes\.$/,
    );
    await sweepOwedRefunds(t.app.ctx);
    expect(await purchaseOf(purchaseId)).toMatchObject({ status: 'approved', refundedSeats: 2 });
    const refunds = await t.db
      .select()
      .from(seatRefunds)
      .where(and(eq(seatRefunds.purchaseId, purchaseId), isNotNull(seatRefunds.refundedAt)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ seats: 2, amount: 2 * PRICE, status: 'done' });
  });
});
