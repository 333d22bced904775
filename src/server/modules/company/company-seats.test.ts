import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPerson,
  call,
  registerPerson,
  verifiedPerson,
} from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { buyWithSandbox, createOrder, orderFor } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { watchAndTick } from '../../../../tests/support/watching';
import { SEATS_NEED_COMPANY, SEATS_ONE_COURSE, SEATS_OUT_OF_RANGE } from '../../../shared/seats';
import { purchases, purchaseSeats } from '../../db/schema';
import {
  ALREADY_ASSIGNED,
  NO_FREE_SEATS,
  NOT_APPROVED,
  SEAT_IN_USE,
  SEAT_PURCHASE_NOT_FOUND,
} from './seat-assignment';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;

const COMPANY = {
  cuit: '30-71234567-1',
  name: 'Pérez & Asociados SRL',
  ivaCondition: 'responsable_inscripto',
};

describe("company seats ('Compro para mi empresa' and 'Mi empresa')", () => {
  let t: TestApp;
  let admin: Person;
  let buyer: Person;
  let course: Awaited<ReturnType<typeof createCourse>>;

  const seatsOrder = (seats: unknown, overrides: Record<string, unknown> = {}) =>
    ({ company: COMPANY, seats, ...overrides }) as Record<string, unknown>;
  /** Buys `seats` seats in the sandbox as `person`; answers the approved purchase's id. */
  const buySeats = async (person: Person, seats: number) => {
    const bought = await buyWithSandbox(t, person.cookie, course.id, 'approved', seatsOrder(seats));
    return bought.purchaseId!;
  };
  const assign = (person: Person, purchaseId: string, email: string) =>
    call(t, 'POST', `/api/user/seats/${purchaseId}/assign`, {
      cookie: person.cookie,
      body: { email },
    });
  const release = (person: Person, purchaseId: string, seatId: string) =>
    call(t, 'DELETE', `/api/user/seats/${purchaseId}/${seatId}`, { cookie: person.cookie });
  const seatsOf = async (person: Person) => {
    const listed = await call(t, 'GET', '/api/user/seats', { cookie: person.cookie });
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json().purchases as {
      id: string;
      seats: number;
      seatList: {
        id: string;
        email: string;
        status: string;
        progress: number;
        startedAt?: string;
      }[];
    }[];
  };
  const ownedIds = async (cookie: string) =>
    (await call(t, 'GET', '/api/user', { cookie }))
      .json()
      .user.courses.map((entry: { course: { id: number } }) => entry.course.id);
  const fieldErrors = async (answer: Awaited<ReturnType<typeof call>>) => {
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json().errors as { field: string; message: string }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t);
    buyer = await verifiedPerson(t);
    // On sale: the seats are priced at the sale's price.
    course = await createCourse(t, {
      title: 'Liquidación de sueldos',
      price: 20_000,
      salePrice: 16_000,
      saleEndsAt: new Date('2099-01-01T00:00:00-03:00'),
    });
  });
  afterAll(async () => t.close());

  it("prices the seats as the course's price in force times the seats, and refuses seats out of range, without a company or for a bundle", async () => {
    const quoted = await call(t, 'POST', '/api/payments/quote', {
      cookie: buyer.cookie,
      body: { courseId: course.id, ...seatsOrder(3) },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ listPrice: 48_000, total: 48_000 });

    for (const seats of [0, 101, 2.5, '3']) {
      expect(
        await fieldErrors(await createOrder(t, buyer.cookie, course.id, seatsOrder(seats))),
      ).toContainEqual({ field: 'seats', message: SEATS_OUT_OF_RANGE });
    }
    expect(await fieldErrors(await createOrder(t, buyer.cookie, course.id, { seats: 3 }))).toEqual([
      { field: 'seats', message: SEATS_NEED_COMPANY },
    ]);
    const { courseId: _course, ...payer } = orderFor(course.id);
    const forBundle = await call(t, 'POST', '/api/payments/create-order', {
      cookie: buyer.cookie,
      body: { ...payer, bundleId: 1, ...seatsOrder(3) },
    });
    expect(await fieldErrors(forBundle)).toContainEqual({
      field: 'seats',
      message: SEATS_ONE_COURSE,
    });
    const quoteWithoutCompany = await call(t, 'POST', '/api/payments/quote', {
      cookie: buyer.cookie,
      body: { courseId: course.id, seats: 2 },
    });
    expect(await fieldErrors(quoteWithoutCompany)).toContainEqual({
      field: 'seats',
      message: SEATS_NEED_COMPANY,
    });
  });

  it('grants nothing to the buyer on approval: the receipt leads to Mi empresa, where the seats wait', async () => {
    const since = t.smtp.messages.length;
    const purchaseId = await buySeats(buyer, 3);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(row).toMatchObject({
      status: 'approved',
      seats: 3,
      amount: 48_000,
      courseId: course.id,
    });
    expect(await ownedIds(buyer.cookie)).not.toContain(course.id);
    const receipt = await t.smtp.waitFor(buyer.person.email, { since });
    expect(receipt.text).toContain('Licencias:    3');
    expect(receipt.text).toContain('/account/company');
    const history = await call(t, 'GET', '/api/user/purchases', { cookie: buyer.cookie });
    expect(history.json().purchases[0]).toMatchObject({ id: purchaseId, seats: 3 });
    expect(await seatsOf(buyer)).toContainEqual(
      expect.objectContaining({ id: purchaseId, seats: 3, seatList: [] }),
    );
  });

  it('gives the course at once to an invitee with a verified account, and mails them', async () => {
    const purchaseId = await buySeats(buyer, 2);
    const invitee = await verifiedPerson(t);
    const since = t.smtp.messages.length;
    const assigned = await assign(buyer, purchaseId, invitee.person.email.toUpperCase());
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json().seat).toMatchObject({
      email: invitee.person.email.toLowerCase(),
      status: 'active',
    });
    expect(await ownedIds(invitee.cookie)).toContain(course.id);
    const invite = await t.smtp.waitFor(invitee.person.email, { since });
    expect(invite.subject).toBe('Tenés una licencia del curso "Liquidación de sueldos"');
    expect(invite.text).toContain('Pérez & Asociados SRL te asignó una licencia');
    expect(invite.text).toContain(`/account/courses/${course.id}/`);

    // The buyer sees the student's progress, counted as the student's own player counts it.
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: invitee.cookie,
    });
    const unit = study.json().course.units[0];
    await watchAndTick(t, invitee.cookie, course.id, {
      unitId: unit.id,
      moduleId: unit.modules[0].id,
    });
    const seat = (await seatsOf(buyer))
      .find((purchase) => purchase.id === purchaseId)!
      .seatList.find((entry) => entry.email === invitee.person.email.toLowerCase())!;
    expect(seat.status).toBe('active');
    expect(seat.progress).toBe(33);
    expect(seat.startedAt).toEqual(expect.any(String));
  });

  it('waits for an invitee without an account, who gets the course on verifying the e-mail', async () => {
    const purchaseId = await buySeats(buyer, 1);
    const email = 'nueva.empleada@example.com';
    const since = t.smtp.messages.length;
    const assigned = await assign(buyer, purchaseId, email);
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json().seat).toMatchObject({ email, status: 'invited', progress: 0 });
    const invite = await t.smtp.waitFor(email, { since });
    expect(invite.text).toContain('/auth/register');

    const registered = await registerPerson(t, { email });
    expect(await ownedIds(registered.cookie)).not.toContain(course.id);
    const verified = await call(t, 'POST', '/api/auth/verify/account', {
      body: { otp: registered.code },
      cookie: registered.cookie,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await ownedIds(registered.cookie)).toContain(course.id);
    const [seat] = (await seatsOf(buyer)).find((purchase) => purchase.id === purchaseId)!.seatList;
    expect(seat).toMatchObject({ email, status: 'active' });
  });

  it('frees a seat nobody started, taking the course back, and keeps a seat already used', async () => {
    const purchaseId = await buySeats(buyer, 1);
    const first = await verifiedPerson(t);
    const seatId = (await assign(buyer, purchaseId, first.person.email)).json().seat.id;
    expect((await assign(buyer, purchaseId, 'otra@example.com')).json().message).toBe(
      NO_FREE_SEATS,
    );

    const released = await release(buyer, purchaseId, seatId);
    expect(released.statusCode, released.body).toBe(204);
    expect(await ownedIds(first.cookie)).not.toContain(course.id);

    const second = await verifiedPerson(t);
    const again = await assign(buyer, purchaseId, second.person.email);
    expect(again.statusCode, again.body).toBe(201);
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: second.cookie,
    });
    const unit = study.json().course.units[0];
    await watchAndTick(t, second.cookie, course.id, {
      unitId: unit.id,
      moduleId: unit.modules[0].id,
    });
    const refused = await release(buyer, purchaseId, again.json().seat.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SEAT_IN_USE);
    expect(await ownedIds(second.cookie)).toContain(course.id);
  });

  it("refuses a full purchase, the same e-mail twice, a bad e-mail, an unpaid purchase, and never shows another buyer's", async () => {
    const purchaseId = await buySeats(buyer, 2);
    expect((await assign(buyer, purchaseId, 'ana@example.com')).statusCode).toBe(201);
    const twice = await assign(buyer, purchaseId, 'ANA@example.com');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_ASSIGNED);
    expect(await fieldErrors(await assign(buyer, purchaseId, 'no-es-un-correo'))).toContainEqual({
      field: 'email',
      message: 'Ingresá un correo electrónico válido.',
    });
    expect((await assign(buyer, purchaseId, 'bruno@example.com')).statusCode).toBe(201);
    const full = await assign(buyer, purchaseId, 'carla@example.com');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(NO_FREE_SEATS);

    const stranger = await verifiedPerson(t);
    const theirs = await assign(stranger, purchaseId, 'dario@example.com');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(SEAT_PURCHASE_NOT_FOUND);
    const [seat] = await t.db
      .select()
      .from(purchaseSeats)
      .where(eq(purchaseSeats.purchaseId, purchaseId));
    expect((await release(stranger, purchaseId, seat!.id)).statusCode).toBe(404);
    expect(await seatsOf(stranger)).toEqual([]);

    const unpaid = await createOrder(t, stranger.cookie, course.id, seatsOrder(2));
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    const [pending] = await t.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.userId, stranger.user.id));
    const early = await assign(stranger, pending!.id, 'dario@example.com');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NOT_APPROVED);
  });

  it("takes every seat's course back on a full refund, and no invitation can be claimed after it", async () => {
    const purchaseId = await buySeats(buyer, 3);
    const student = await verifiedPerson(t);
    expect((await assign(buyer, purchaseId, student.person.email)).statusCode).toBe(201);
    expect((await assign(buyer, purchaseId, 'pendiente@example.com')).statusCode).toBe(201);
    expect(await ownedIds(student.cookie)).toContain(course.id);

    const refunded = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'La empresa se arrepintió.' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await ownedIds(student.cookie)).not.toContain(course.id);
    expect((await seatsOf(buyer)).find((purchase) => purchase.id === purchaseId)!.seatList).toEqual(
      [],
    );
    const after = await assign(buyer, purchaseId, 'otra.mas@example.com');
    expect(after.statusCode).toBe(409);

    const late = await verifiedPerson(t, { email: 'pendiente@example.com' });
    expect(await ownedIds(late.cookie)).not.toContain(course.id);
  });
});
