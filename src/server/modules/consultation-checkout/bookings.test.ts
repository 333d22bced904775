import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerPerson, verifiedPerson } from '../../../../tests/support/accounts';
import {
  argentineTime,
  consultationType,
  openEveryDay,
  payInSandbox,
} from '../../../../tests/support/consultations';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { SLOT_TAKEN } from '../../../shared/consultations';
import type { ClientBooking } from '../../../shared/responses/consultations';
import { consultationBookings, purchases } from '../../db/schema';
import { lapseUnpaidHolds } from '../consultations/reminders';
import { ONE_RESCHEDULE } from './client-bookings';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;
const HOUR = 3_600_000;

describe('booking a consultation', () => {
  const t = useTestApp();
  let paid: Awaited<ReturnType<typeof consultationType>>;
  let free: Awaited<ReturnType<typeof consultationType>>;
  beforeAll(async () => {
    await openEveryDay(t);
    paid = await consultationType(t);
    free = await consultationType(t, {
      title: 'Primera consulta',
      price: 0,
      mode: 'telefono',
      durationMinutes: 30,
    });
  });

  const book = (person: Person | undefined, body: Record<string, unknown>) =>
    call(t, 'POST', '/api/consultations/bookings', { cookie: person?.cookie, body });
  const request = (typeId: number, start: string) => ({
    typeId,
    start,
    phone: '+54 11 4321-5678',
    topic: 'Quiero saber si me conviene pasar al régimen general.',
  });
  const mine = async (person: Person): Promise<ClientBooking[]> =>
    (await call(t, 'GET', '/api/consultations/bookings', { cookie: person.cookie })).json()
      .bookings;
  async function mailsTo(to: string, since: number) {
    await mailSettled(t);
    return t.smtp.messages.slice(since).filter((mail) => mail.to.includes(to));
  }
  const calendarPart = (mail: { attachments: { contentType: string; content: Buffer }[] }) =>
    mail.attachments
      .find((file) => file.contentType.startsWith('text/calendar'))
      ?.content.toString();
  const pay = (initPoint: string) => payInSandbox(t, initPoint);

  it('refuses visitors and unverified accounts', async () => {
    expect((await book(undefined, request(paid.id, argentineTime(t, 3, 10)))).statusCode).toBe(401);
    const unverified = await registerPerson(t);
    const refused = await call(t, 'POST', '/api/consultations/bookings', {
      cookie: unverified.cookie,
      body: request(paid.id, argentineTime(t, 3, 10)),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers field errors in Spanish for a bad phone or topic', async () => {
    const client = await verifiedPerson(t);
    const refused = await book(client, {
      ...request(paid.id, argentineTime(t, 3, 10)),
      phone: 'x',
      topic: 'hola',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Ingresá un teléfono válido');
    expect(refused.body).toContain('al menos 10 caracteres');
  });

  it('confirms a free consultation at once, with its invitation in the mail', async () => {
    const client = await verifiedPerson(t);
    const since = t.smtp.messages.length;
    const start = argentineTime(t, 4, 11);
    const booked = await book(client, request(free.id, start));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toEqual({ bookingId: expect.any(String), status: 'confirmed' });

    const [mail] = await mailsTo(client.person.email, since);
    expect(mail!.subject).toMatch(/^Consulta confirmada: /);
    const ics = calendarPart(mail!)!;
    expect(ics).toContain('METHOD:REQUEST');
    // 11:00 in Argentina is 14:00 UTC.
    expect(ics).toContain(`DTSTART:${start.slice(0, 10).replaceAll('-', '')}T140000Z`);
    expect(ics).toContain(`DTEND:${start.slice(0, 10).replaceAll('-', '')}T143000Z`);
    expect(ics).toMatch(/ORGANIZER;CN="?Estudio/);
    expect(ics).toContain(`UID:consulta-${booked.json().bookingId}@localhost`);

    const [listed] = await mine(client);
    expect(listed).toMatchObject({ status: 'confirmed', canCancel: true, refundOnCancel: false });
    expect(new Date(listed!.start).toISOString()).toBe(new Date(start).toISOString());
  });

  it('holds a paid time for its checkout, refuses it to others, and confirms it once paid', async () => {
    const client = await verifiedPerson(t);
    const other = await verifiedPerson(t);
    const start = argentineTime(t, 5, 10);
    const booked = await book(client, request(paid.id, start));
    expect(booked.statusCode, booked.body).toBe(201);
    const { bookingId, init_point: initPoint } = booked.json();
    expect(initPoint).toMatch(/\/pago-de-prueba\/|sandbox/);

    const second = await book(other, request(paid.id, start));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SLOT_TAKEN);
    const [held] = await mine(client);
    expect(held).toMatchObject({ status: 'held', payUrl: initPoint, meetingUrl: null });

    const since = t.smtp.messages.length;
    await pay(initPoint);
    const [booking] = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId));
    expect(booking!.status).toBe('confirmed');
    expect(booking!.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Consulta-[\w-]{22}$/);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.bookingId, bookingId));
    expect(purchase).toMatchObject({ status: 'approved', amount: 30000, courseId: null });

    const mails = await mailsTo(client.person.email, since);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Consulta confirmada/),
    ]);
    expect(mails[0]!.text).toContain(booking!.meetingUrl!);
    const [listed] = await mine(client);
    expect(listed).toMatchObject({
      status: 'confirmed',
      payUrl: null,
      meetingUrl: booking!.meetingUrl,
    });
  });

  it('frees an unpaid hold after 30 minutes, for the next client', async () => {
    const client = await verifiedPerson(t);
    const next = await verifiedPerson(t);
    const start = argentineTime(t, 6, 15);
    expect((await book(client, request(paid.id, start))).statusCode).toBe(201);
    t.clock.advance(31 * 60_000);
    try {
      expect(await lapseUnpaidHolds(t.app.ctx)).toBeGreaterThanOrEqual(1);
      const [lapsed] = await mine(client);
      expect(lapsed).toMatchObject({ status: 'expired', payUrl: null, canCancel: false });
      expect((await book(next, request(paid.id, start))).statusCode).toBe(201);
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('moves a confirmed booking once, with the moved invitation', async () => {
    const client = await verifiedPerson(t);
    const booked = await book(client, request(free.id, argentineTime(t, 7, 9)));
    const id = booked.json().bookingId;
    await mailSettled(t);
    const since = t.smtp.messages.length;
    const moved = await call(t, 'POST', `/api/consultations/bookings/${id}/reschedule`, {
      cookie: client.cookie,
      body: { start: argentineTime(t, 8, 12) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({ canReschedule: false });
    const [mail] = await mailsTo(client.person.email, since);
    expect(mail!.subject).toMatch(/^Nuevo horario/);
    expect(calendarPart(mail!)).toContain(`UID:consulta-${id}@localhost`);

    const again = await call(t, 'POST', `/api/consultations/bookings/${id}/reschedule`, {
      cookie: client.cookie,
      body: { start: argentineTime(t, 9, 12) },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ONE_RESCHEDULE);
  });

  it('cancels a paid booking a day ahead with its refund, and keeps strangers out', async () => {
    const client = await verifiedPerson(t);
    const stranger = await verifiedPerson(t);
    const booked = await book(client, request(paid.id, argentineTime(t, 10, 16)));
    const { bookingId, init_point: initPoint } = booked.json();
    await pay(initPoint);

    const foreign = await call(t, 'POST', `/api/consultations/bookings/${bookingId}/cancel`, {
      cookie: stranger.cookie,
    });
    expect(foreign.statusCode).toBe(404);

    await mailSettled(t);
    const since = t.smtp.messages.length;
    const cancelled = await call(t, 'POST', `/api/consultations/bookings/${bookingId}/cancel`, {
      cookie: client.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toContain('Te devolvemos el pago');
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.bookingId, bookingId));
    expect(purchase!.status).toBe('refunded');
    const mails = await mailsTo(client.person.email, since);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Consulta cancelada/),
    ]);
    expect(calendarPart(mails[0]!)).toContain('METHOD:CANCEL');
  });

  it('keeps the payment of a cancellation less than 24 hours ahead', async () => {
    const client = await verifiedPerson(t);
    const start = argentineTime(t, 2, 13);
    const booked = await book(client, request(paid.id, start));
    await pay(booked.json().init_point);
    const shift = new Date(start).getTime() - t.app.ctx.now().getTime() - 12 * HOUR;
    t.clock.advance(shift);
    try {
      const [listed] = await mine(client);
      expect(listed).toMatchObject({
        canCancel: true,
        refundOnCancel: false,
        canReschedule: false,
      });
      const cancelled = await call(
        t,
        'POST',
        `/api/consultations/bookings/${booked.json().bookingId}/cancel`,
        { cookie: client.cookie },
      );
      expect(cancelled.json().message).toContain('el pago no se devuelve');
      const [purchase] = await t.db
        .select()
        .from(purchases)
        .where(eq(purchases.bookingId, booked.json().bookingId));
      expect(purchase!.status).toBe('approved');
    } finally {
      t.clock.advance(-shift);
    }
  });

  it('takes an arrepentimiento before the consultation, and refuses it once it was held', async () => {
    const client = await verifiedPerson(t);
    const early = await book(client, request(paid.id, argentineTime(t, 12, 10)));
    await pay(early.json().init_point);
    const [earlyPurchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.bookingId, early.json().bookingId));
    const withdrawn = await call(
      t,
      'POST',
      `/api/user/purchases/${earlyPurchase!.id}/arrepentimiento`,
      { cookie: client.cookie },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [cancelled] = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, early.json().bookingId));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'firm' });

    const start = argentineTime(t, 2, 17);
    const held = await book(client, request(paid.id, start));
    await pay(held.json().init_point);
    const [heldPurchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.bookingId, held.json().bookingId));
    const shift = new Date(start).getTime() - t.app.ctx.now().getTime() + 2 * HOUR;
    t.clock.advance(shift);
    try {
      const refused = await call(
        t,
        'POST',
        `/api/user/purchases/${heldPurchase!.id}/arrepentimiento`,
        { cookie: client.cookie },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('ya se realizó');
    } finally {
      t.clock.advance(-shift);
    }
  });
});
