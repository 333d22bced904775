import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import {
  argentineTime,
  consultationType,
  openEveryDay,
  payInSandbox,
} from '../../../../tests/support/consultations';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { NOT_YET_HAPPENED, SLOT_TAKEN } from '../../../shared/consultations';
import type { AgendaBooking } from '../../../shared/responses/admin-consultations';
import { consultationBookings, consultationTypes, invoices, purchases } from '../../db/schema';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;
const HOUR = 3_600_000;

describe("the firm's agenda", () => {
  const t = useTestApp();
  let admin: Person;
  let paid: Awaited<ReturnType<typeof consultationType>>;
  let free: Awaited<ReturnType<typeof consultationType>>;
  beforeAll(async () => {
    await openEveryDay(t);
    admin = await adminPerson(t);
    paid = await consultationType(t);
    free = await consultationType(t, {
      title: 'Primera consulta',
      price: 0,
      mode: 'telefono',
      durationMinutes: 30,
    });
  });

  async function book(client: Person, typeId: number, start: string) {
    const booked = await call(t, 'POST', '/api/consultations/bookings', {
      cookie: client.cookie,
      body: {
        typeId,
        start,
        phone: '+54 11 4321-5678',
        topic: 'Quiero saber si me conviene pasar al régimen general.',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json() as { bookingId: string; init_point?: string };
  }
  const pay = (initPoint: string) => payInSandbox(t, initPoint);
  async function agenda(query = ''): Promise<AgendaBooking[]> {
    const answer = await call(t, 'GET', `/api/admin/consultations/bookings${query}`, {
      cookie: admin.cookie,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().bookings;
  }
  const update = (id: string, body: Record<string, unknown>) =>
    call(t, 'PUT', `/api/admin/consultations/bookings/${id}`, { cookie: admin.cookie, body });
  const move = (id: string, start: string) =>
    call(t, 'POST', `/api/admin/consultations/bookings/${id}/reschedule`, {
      cookie: admin.cookie,
      body: { start },
    });
  /** Runs `work` with the app's clock `ms` ahead. */
  async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
    t.clock.advance(ms);
    try {
      return await work();
    } finally {
      t.clock.advance(-ms);
    }
  }

  it('lists the coming bookings by time, with the client, the payment and the invoice', async () => {
    const client = await verifiedPerson(t);
    const second = await book(client, free.id, argentineTime(t, 2, 15));
    const first = await book(client, paid.id, argentineTime(t, 2, 9));
    await pay(first.init_point!);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.bookingId, first.bookingId));
    const [existing] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.purchaseId, purchase!.id));
    const issued = { status: 'issued' as const, number: 42, pointOfSale: 3 };
    if (existing) await t.db.update(invoices).set(issued).where(eq(invoices.id, existing.id));
    else {
      await t.db.insert(invoices).values({
        purchaseId: purchase!.id,
        kind: 'invoice',
        voucherType: 11,
        docType: 99,
        docNumber: '0',
        total: 30000,
        net: 30000,
        vat: 0,
        ...issued,
      });
    }
    // A hold that ran out and an expired booking are left out unless asked for.
    const lapsed = await book(client, paid.id, argentineTime(t, 2, 12));
    await t.db
      .update(consultationBookings)
      .set({ holdUntil: new Date(t.app.ctx.now().getTime() - 60_000) })
      .where(eq(consultationBookings.id, lapsed.bookingId));
    const expired = await book(client, paid.id, argentineTime(t, 2, 13));
    await t.db
      .update(consultationBookings)
      .set({ status: 'expired', holdUntil: null })
      .where(eq(consultationBookings.id, expired.bookingId));
    const held = await book(client, paid.id, argentineTime(t, 2, 14));

    const listed = (await agenda()).filter(
      (booking) => booking.client?.email === client.person.email,
    );
    expect(listed.map((booking) => booking.id)).toEqual([
      first.bookingId,
      held.bookingId,
      second.bookingId,
    ]);
    expect(listed[0]).toMatchObject({
      status: 'confirmed',
      typeTitle: 'Consulta de monotributo',
      mode: 'video',
      price: 30000,
      phone: '+54 11 4321-5678',
      meetingUrl: expect.stringMatching(/^https:\/\//),
      firmNotes: '',
      client: {
        name: client.person.name,
        lastname: client.person.lastname,
        email: client.person.email,
      },
      payment: { status: 'approved', operationId: expect.any(String) },
      invoice: { status: 'issued', number: '00003-00000042' },
    });
    expect(new Date(listed[0]!.start).toISOString()).toBe(
      new Date(argentineTime(t, 2, 9)).toISOString(),
    );
    expect(listed[1]).toMatchObject({ status: 'held', payment: { status: 'pending' } });
    expect(listed[2]).toMatchObject({ status: 'confirmed', payment: null, invoice: null });

    const everything = (await agenda('?all=1')).filter(
      (booking) => booking.client?.email === client.person.email,
    );
    expect(everything.map((booking) => booking.id)).toEqual(
      expect.arrayContaining([lapsed.bookingId, expired.bookingId]),
    );
    // Outside the days asked, nothing.
    const day = argentineTime(t, 3, 0).slice(0, 10);
    expect((await agenda(`?from=${day}&to=${day}`)).map((b) => b.id)).not.toContain(
      first.bookingId,
    );
    const wrong = await call(
      t,
      'GET',
      '/api/admin/consultations/bookings?from=2026-12-05&to=2026-12-01',
      {
        cookie: admin.cookie,
      },
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('marks a consultation done only once its time has come, and keeps the notes', async () => {
    const client = await verifiedPerson(t);
    const { bookingId } = await book(client, free.id, argentineTime(t, 1, 10));
    const early = await update(bookingId, { status: 'done' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NOT_YET_HAPPENED);

    const noted = await update(bookingId, { firmNotes: '  Trae las facturas de 2025. ' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({
      message: 'Guardamos las notas.',
      booking: { firmNotes: 'Trae las facturas de 2025.', status: 'confirmed' },
    });
    const tooLong = await update(bookingId, { firmNotes: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);

    const done = await later(2 * 24 * HOUR, () => update(bookingId, { status: 'done' }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().booking).toMatchObject({
      status: 'done',
      firmNotes: 'Trae las facturas de 2025.',
    });
    const missed = await later(2 * 24 * HOUR, () => update(bookingId, { status: 'no_show' }));
    expect(missed.json().booking.status).toBe('no_show');

    // A booking that was cancelled cannot be marked.
    const other = await book(client, free.id, argentineTime(t, 1, 16));
    const cancelled = await call(
      t,
      'POST',
      `/api/consultations/bookings/${other.bookingId}/cancel`,
      { cookie: client.cookie },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await later(2 * 24 * HOUR, () => update(other.bookingId, { status: 'done' }));
    expect(refused.statusCode).toBe(409);

    const unknown = await update('00000000-0000-4000-8000-000000000000', { firmNotes: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('moves a booking for the firm, with the moved invitation to the client', async () => {
    const client = await verifiedPerson(t);
    const other = await verifiedPerson(t);
    const { bookingId } = await book(client, free.id, argentineTime(t, 4, 10));
    await book(other, free.id, argentineTime(t, 4, 16));
    await mailSettled(t);
    const since = t.smtp.messages.length;

    const moved = await move(bookingId, argentineTime(t, 5, 11));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(new Date(moved.json().booking.start).toISOString()).toBe(
      new Date(argentineTime(t, 5, 11)).toISOString(),
    );
    await mailSettled(t);
    const [mail] = t.smtp.messages
      .slice(since)
      .filter((message) => message.to.includes(client.person.email));
    expect(mail!.subject).toMatch(/^Nuevo horario/);
    const ics = mail!.attachments
      .find((file) => file.contentType.startsWith('text/calendar'))
      ?.content.toString();
    expect(ics).toContain(`UID:consulta-${bookingId}@localhost`);

    // The firm's move leaves the client's own one.
    const [row] = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, bookingId));
    expect(row!.reschedules).toBe(0);

    const taken = await move(bookingId, argentineTime(t, 4, 16));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SLOT_TAKEN);
    expect(
      (await move('00000000-0000-4000-8000-000000000000', argentineTime(t, 6, 9))).statusCode,
    ).toBe(404);
  });

  it('offers the times a booking can move to: of its length, its own free, its type withdrawn too', async () => {
    const client = await verifiedPerson(t);
    const other = await verifiedPerson(t);
    const type = await consultationType(t, { title: 'Sociedades', durationMinutes: 90 });
    // Times of 90 minutes from 9:00: 9:00, 10:30, 12:00, 13:30, 15:00 and 16:30.
    const halfPastTen = argentineTime(t, 8, 10).replace(':00:00', ':30:00');
    const { bookingId, init_point } = await book(client, type.id, halfPastTen);
    await pay(init_point!);
    await book(other, free.id, argentineTime(t, 8, 14));
    await t.db
      .update(consultationTypes)
      .set({ active: false })
      .where(eq(consultationTypes.id, type.id));

    const day = argentineTime(t, 8, 0).slice(0, 10);
    const times = async (id: string, query = `?from=${day}&to=${day}`) =>
      call(t, 'GET', `/api/admin/consultations/bookings/${id}/free-times${query}`, {
        cookie: admin.cookie,
      });
    const answer = await times(bookingId);
    expect(answer.statusCode, answer.body).toBe(200);
    const starts = (answer.json().slots as { start: string }[]).map((slot) =>
      new Date(slot.start).getTime(),
    );
    const at = (hour: number, minutes = 0) =>
      new Date(argentineTime(t, 8, hour)).getTime() + minutes * 60_000;
    // Its own 10:30 is free to it; 13:30 would run into the other client's 14:00.
    expect(starts).toEqual([at(9), at(10, 30), at(12), at(15), at(16, 30)]);

    expect((await times('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const backwards = await times(bookingId, `?from=${day}&to=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('to');
    const stranger = await verifiedPerson(t);
    const refused = await call(
      t,
      'GET',
      `/api/admin/consultations/bookings/${bookingId}/free-times?from=${day}&to=${day}`,
      { cookie: stranger.cookie },
    );
    expect(refused.statusCode).toBe(403);
  });

  describe('the private calendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;

    it('lists the confirmed consultations as iCalendar events, privately', async () => {
      const client = await verifiedPerson(t);
      const { bookingId } = await book(client, free.id, argentineTime(t, 3, 17));
      const held = await book(client, paid.id, argentineTime(t, 3, 11));
      const address = await call(t, 'GET', '/api/admin/consultations/feed', {
        cookie: admin.cookie,
      });
      expect(address.statusCode, address.body).toBe(200);
      const { url } = address.json();
      expect(url).toMatch(
        /^http:\/\/localhost(:\d+)?\/api\/consultations\/agenda\/[\w-]{43}\.ics$/,
      );
      // The same address on every ask.
      expect(
        (await call(t, 'GET', '/api/admin/consultations/feed', { cookie: admin.cookie })).json()
          .url,
      ).toBe(url);

      const feed = await call(t, 'GET', feedPath(url));
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toBe('private, max-age=300');
      const text = feed.body;
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text.trimEnd()).toMatch(/END:VCALENDAR$/);
      expect(text).toContain('X-PUBLISHED-TTL:PT15M');
      expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M');
      expect(text).not.toContain('METHOD:');
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(`UID:consulta-${bookingId}@localhost`);
      expect(unfolded).toContain(
        `SUMMARY:Consulta: ${client.person.name} ${client.person.lastname} · Primera consulta`,
      );
      expect(unfolded).toContain(client.person.email);
      expect(unfolded).toContain('+54 11 4321-5678');
      // 17:00 in Argentina is 20:00 UTC.
      expect(unfolded).toContain(
        `DTSTART:${argentineTime(t, 3, 17).slice(0, 10).replaceAll('-', '')}T200000Z`,
      );
      expect(unfolded).not.toContain(`consulta-${held.bookingId}@`);
    });

    it('answers 404 for an unknown token, and for the old one once renewed', async () => {
      const { url: old } = (
        await call(t, 'GET', '/api/admin/consultations/feed', { cookie: admin.cookie })
      ).json();
      expect((await call(t, 'GET', feedPath(old))).statusCode).toBe(200);
      const unknown = await call(t, 'GET', `/api/consultations/agenda/${'A'.repeat(43)}.ics`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).not.toMatch(/calendar/);

      const renewed = await call(t, 'POST', '/api/admin/consultations/feed/renew', {
        cookie: admin.cookie,
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      const { url } = renewed.json();
      expect(url).not.toBe(old);
      expect((await call(t, 'GET', feedPath(old))).statusCode).toBe(404);
      expect((await call(t, 'GET', feedPath(url))).statusCode).toBe(200);
      expect(
        (await call(t, 'GET', '/api/admin/consultations/feed', { cookie: admin.cookie })).json()
          .url,
      ).toBe(url);
    });
  });
});
