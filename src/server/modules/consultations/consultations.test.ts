import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { CONSULTATION_TYPE_NOT_FOUND, type BookingStatus } from '../../../shared/consultations';
import { consultationBookings } from '../../db/schema';
import { isFreeSlot } from './free-times';
import { nationalHolidays } from './holidays';
import { argentineDay } from './slots';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Answer = { json(): { errors?: { field: string; message: string }[] } };

describe('consultations: the firm sets up types and hours, clients see the free times', () => {
  const t = useTestApp();
  let admin: { cookie: string };
  beforeAll(async () => {
    admin = await adminPerson(t);
  });

  const today = () => argentineDay(t.app.ctx.now());
  /** The Argentine date `n` days after today. */
  const inDays = (n: number) =>
    new Date(Date.parse(`${today()}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);
  const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

  const saveType = (body: Record<string, unknown>, id?: number) =>
    call(
      t,
      id ? 'PUT' : 'POST',
      id ? `/api/admin/consultation-types/${id}` : '/api/admin/consultation-types',
      { cookie: admin.cookie, body },
    );
  async function newType(fields: Record<string, unknown> = {}) {
    const saved = await saveType({
      title: 'Consulta de monotributo',
      description: 'Categorías, recategorización y facturación.',
      durationMinutes: 60,
      price: 15000,
      mode: 'video',
      active: true,
      ...fields,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().type as { id: number; durationMinutes: number };
  }
  const saveHours = (body: Record<string, unknown>) =>
    call(t, 'PUT', '/api/admin/consultations/availability', { cookie: admin.cookie, body });
  const fieldErrors = (response: Answer) => (response.json().errors ?? []).map((e) => e.field);

  describe('the types', () => {
    it('are created and edited, and listed all in the panel', async () => {
      const created = await saveType({
        title: ' Planificación fiscal ',
        durationMinutes: 90,
        price: 0,
        mode: 'presencial',
      });
      expect(created.statusCode, created.body).toBe(200);
      const type = created.json().type;
      expect(created.json()).toMatchObject({
        message: 'Creamos la consulta Planificación fiscal.',
        type: {
          title: 'Planificación fiscal',
          description: '',
          durationMinutes: 90,
          price: 0,
          mode: 'presencial',
          active: true,
        },
      });
      const edited = await saveType(
        {
          title: 'Planificación fiscal',
          durationMinutes: 45,
          // Two decimals that floating point writes inexactly (1.13 × 100 = 112.99…): refused before.
          price: 9999.13,
          mode: 'telefono',
          active: false,
        },
        type.id,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().type).toMatchObject({ id: type.id, durationMinutes: 45, active: false });

      const listed = await call(t, 'GET', '/api/admin/consultation-types', {
        cookie: admin.cookie,
      });
      expect(listed.json().types).toContainEqual(
        expect.objectContaining({ id: type.id, price: 9999.13, mode: 'telefono', active: false }),
      );
    });

    it('refuse bad fields with Spanish messages, and an unknown type with 404', async () => {
      const bad = await saveType({ title: '', durationMinutes: 10, price: -1, mode: 'chat' });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad).sort()).toEqual(['durationMinutes', 'mode', 'price', 'title']);
      expect(bad.json().errors).toContainEqual({
        field: 'durationMinutes',
        message: 'La duración debe estar entre 15 y 180 minutos.',
      });
      const long = await saveType({
        title: 'Larga',
        durationMinutes: 181,
        price: 1,
        mode: 'video',
      });
      expect(long.statusCode).toBe(400);
      const noBody = await call(t, 'POST', '/api/admin/consultation-types', {
        cookie: admin.cookie,
        body: { title: 'x', durationMinutes: '60', price: 'gratis', mode: 'video', active: 'sí' },
      });
      expect(noBody.statusCode).toBe(400);
      expect(fieldErrors(noBody).sort()).toEqual(['active', 'durationMinutes', 'price']);

      const unknown = await saveType(
        { title: 'Otra', durationMinutes: 30, price: 0, mode: 'video' },
        999_999,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(CONSULTATION_TYPE_NOT_FOUND);
      const notAnId = await call(t, 'PUT', '/api/admin/consultation-types/abc', {
        cookie: admin.cookie,
        body: { title: 'Otra', durationMinutes: 30, price: 0, mode: 'video' },
      });
      expect(notAnId.statusCode).toBe(400);
    });

    it('reach clients only when offered, cheapest first, then by title', async () => {
      const b = await newType({ title: 'B consulta', price: 5000 });
      const a = await newType({ title: 'A consulta', price: 5000 });
      const free = await newType({ title: 'Z gratuita', price: 0 });
      const hidden = await newType({ title: 'Oculta', price: 1, active: false });
      const answer = await call(t, 'GET', '/api/consultations/types');
      expect(answer.statusCode).toBe(200);
      const ids = (answer.json().types as { id: number }[]).map((type) => type.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids.indexOf(free.id)).toBeLessThan(ids.indexOf(a.id));
      expect(ids.indexOf(a.id)).toBe(ids.indexOf(b.id) - 1);
      expect(answer.json().types[0]).not.toHaveProperty('active');
    });
  });

  describe('the hours', () => {
    it('are the defaults, every weekday empty, before any save', async () => {
      const answer = await call(t, 'GET', '/api/admin/consultations/availability', {
        cookie: admin.cookie,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        weekly: { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] },
        daysOff: [],
        openOnHolidays: false,
        minNoticeHours: 24,
        bufferMinutes: 0,
        horizonDays: 60,
      });
    });

    it('refuse bad times, overlaps, impossible days and numbers out of range, by field', async () => {
      const bad = await saveHours({
        weekly: {
          '1': [{ from: '12:00', to: '09:00' }],
          '2': [
            { from: '09:00', to: '12:00' },
            { from: '11:00', to: '13:00' },
          ],
          '3': [{ from: '9:00', to: '12:00' }],
          '4': [{ from: '09:00', to: '24:00' }],
        },
        daysOff: ['2026-12-24', '2027-02-29'],
        minNoticeHours: 721,
        bufferMinutes: -5,
        horizonDays: 0,
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad).sort()).toEqual([
        'bufferMinutes',
        'daysOff.1',
        'horizonDays',
        'minNoticeHours',
        'weekly.1',
        'weekly.2',
        'weekly.3',
        'weekly.4',
      ]);
      const errors = (bad as Answer).json().errors ?? [];
      expect(errors.find((e) => e.field === 'weekly.2')?.message).toBe(
        'Martes: los horarios 09:00–12:00 y 11:00–13:00 se superponen.',
      );
      expect(errors.find((e) => e.field === 'weekly.1')?.message).toMatch(/^Lunes: /);
      const notAList = await saveHours({ weekly: { '1': 'mañana' }, daysOff: 'nunca' });
      expect(notAList.statusCode).toBe(400);
      expect(fieldErrors(notAList).sort()).toEqual(['daysOff', 'weekly.1']);
    });

    it('are saved, ranges in order, and read back', async () => {
      const saved = await saveHours({
        weekly: {
          '1': [
            { from: '15:00', to: '18:00' },
            { from: '09:00', to: '12:00' },
          ],
          '3': [{ from: '10:00', to: '11:00' }],
        },
        daysOff: ['2027-01-02', '2026-12-31', '2027-01-02'],
        openOnHolidays: true,
        minNoticeHours: 0,
        bufferMinutes: 15,
        horizonDays: 30,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = {
        weekly: {
          '0': [],
          '1': [
            { from: '09:00', to: '12:00' },
            { from: '15:00', to: '18:00' },
          ],
          '2': [],
          '3': [{ from: '10:00', to: '11:00' }],
          '4': [],
          '5': [],
          '6': [],
        },
        daysOff: ['2026-12-31', '2027-01-02'],
        openOnHolidays: true,
        minNoticeHours: 0,
        bufferMinutes: 15,
        horizonDays: 30,
      };
      expect(saved.json()).toEqual({ message: 'Guardamos los horarios.', availability: expected });
      const read = await call(t, 'GET', '/api/admin/consultations/availability', {
        cookie: admin.cookie,
      });
      expect(read.json()).toEqual(expected);
    });
  });

  describe('the free times', () => {
    let type: { id: number; durationMinutes: number };
    let halfHour: { id: number; durationMinutes: number };
    const MORNINGS = Object.fromEntries(
      ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, [{ from: '09:00', to: '12:00' }]]),
    );
    /** Every morning 9 to 12, no notice, no buffer, with `rules` over that. */
    async function hours(rules: Record<string, unknown> = {}) {
      const saved = await saveHours({ weekly: MORNINGS, minNoticeHours: 0, ...rules });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const slots = async (from: string, to = from, typeId = type.id) => {
      const answer = await call(
        t,
        'GET',
        `/api/consultations/slots?typeId=${typeId}&from=${from}&to=${to}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().slots as { start: string; end: string }[]).map((slot) => slot.start);
    };
    const times = (day: string, ...hhmm: string[]) => hhmm.map((time) => `${day}T${time}:00-03:00`);
    async function booking(
      start: Date,
      minutes: number,
      status: BookingStatus,
      holdUntil: Date | null = null,
    ) {
      const [row] = await t.db
        .insert(consultationBookings)
        .values({
          typeId: type.id,
          typeTitle: 'Consulta de monotributo',
          mode: 'video',
          durationMinutes: minutes,
          price: 15000,
          startsAt: start,
          endsAt: new Date(start.getTime() + minutes * 60 * 1000),
          status,
          holdUntil,
          phone: '11 4444-5555',
          topic: 'Recategorización del monotributo',
        })
        .returning();
      return row!;
    }

    beforeAll(async () => {
      type = await newType({ durationMinutes: 60 });
      halfHour = await newType({ title: 'Consulta breve', durationMinutes: 30, price: 3000 });
    });
    beforeEach(async () => {
      await t.db.delete(consultationBookings);
      await hours();
    });

    it("cut the day's hours into the type's length, with the Argentine offset", async () => {
      const day = inDays(3);
      const answer = await call(
        t,
        'GET',
        `/api/consultations/slots?typeId=${type.id}&from=${day}&to=${day}`,
      );
      expect(answer.json().slots).toEqual([
        { start: `${day}T09:00:00-03:00`, end: `${day}T10:00:00-03:00` },
        { start: `${day}T10:00:00-03:00`, end: `${day}T11:00:00-03:00` },
        { start: `${day}T11:00:00-03:00`, end: `${day}T12:00:00-03:00` },
      ]);
      expect(await slots(day, day, halfHour.id)).toHaveLength(6);
    });

    it('keep the minimum notice from now', async () => {
      await hours({ minNoticeHours: 48 });
      const now = t.app.ctx.now().getTime();
      const list = await slots(today(), inDays(4));
      expect(list.length).toBeGreaterThan(0);
      for (const start of list) expect(Date.parse(start)).toBeGreaterThanOrEqual(now + 48 * HOUR);
      // The first one is the first morning slot past the notice: within a day of it.
      expect(Date.parse(list[0]!)).toBeLessThan(now + 72 * HOUR);
    });

    it('leave out days off and national holidays, unless the firm works on holidays', async () => {
      const day = inDays(3);
      await hours({ daysOff: [day] });
      expect(await slots(inDays(2), inDays(4))).not.toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${day}`))]),
      );
      expect(await slots(day)).toEqual([]);

      const year = Number(today().slice(0, 4));
      const holiday = [...(await nationalHolidays([year, year + 1]))]
        .sort()
        .find((date) => date > inDays(2))!;
      await hours({ horizonDays: 365 });
      expect(await slots(holiday)).toEqual([]);
      await hours({ horizonDays: 365, openOnHolidays: true });
      expect(await slots(holiday)).toEqual(times(holiday, '09:00', '10:00', '11:00'));
    });

    it('reach no further than the horizon', async () => {
      await hours({ horizonDays: 5 });
      const days = (await slots(inDays(4), inDays(7))).map((start) => start.slice(0, 10));
      expect([...new Set(days)]).toEqual([inDays(4), inDays(5)]);
    });

    it('keep clear of confirmed bookings and live holds, with the buffer around them', async () => {
      const day = inDays(3);
      await booking(at(day, '10:00'), 60, 'confirmed');
      expect(await slots(day)).toEqual(times(day, '09:00', '11:00'));
      await hours({ bufferMinutes: 30 });
      expect(await slots(day, day, halfHour.id)).toEqual(times(day, '09:00', '11:30'));

      const other = inDays(4);
      const now = t.app.ctx.now();
      await booking(at(other, '09:00'), 60, 'held', new Date(now.getTime() + 20 * 60 * 1000));
      await booking(at(other, '11:00'), 60, 'held', new Date(now.getTime() - 60 * 1000));
      await booking(at(other, '11:00'), 60, 'cancelled');
      await booking(at(other, '11:00'), 60, 'expired');
      await hours();
      // The live hold takes 9:00; the hold that ran out frees 11:00, as do cancelled ones.
      expect(await slots(other)).toEqual(times(other, '10:00', '11:00'));
    });

    it('refuse a bad range with field errors, and an unknown or hidden type with 404', async () => {
      const ask = (query: string) => call(t, 'GET', `/api/consultations/slots?${query}`);
      const backwards = await ask(`typeId=${type.id}&from=${inDays(5)}&to=${inDays(4)}`);
      expect(backwards.statusCode).toBe(400);
      expect(fieldErrors(backwards)).toEqual(['to']);
      const tooLong = await ask(`typeId=${type.id}&from=${inDays(0)}&to=${inDays(62)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('Pedí como máximo 62 días de horarios por vez.');
      expect((await ask(`typeId=${type.id}&from=${inDays(0)}&to=${inDays(61)}`)).statusCode).toBe(
        200,
      );
      const impossible = await ask(`typeId=${type.id}&from=2027-02-30&to=2027-03-01`);
      expect(impossible.statusCode).toBe(400);
      expect(fieldErrors(impossible)).toEqual(['from']);
      const missing = await ask(`typeId=${type.id}&from=mañana`);
      expect(missing.statusCode).toBe(400);
      expect(fieldErrors(missing).sort()).toEqual(['from', 'to']);

      const unknown = await ask(`typeId=999999&from=${inDays(1)}&to=${inDays(2)}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(CONSULTATION_TYPE_NOT_FOUND);
      const hidden = await newType({ title: 'Pausada', active: false });
      expect((await ask(`typeId=${hidden.id}&from=${inDays(1)}&to=${inDays(2)}`)).statusCode).toBe(
        404,
      );
    });

    it('tell the booking whether one exact start is free, a moved booking leaving its own time', async () => {
      const day = inDays(3);
      const now = t.app.ctx.now();
      const moved = await booking(at(day, '10:00'), 60, 'confirmed');
      expect(await isFreeSlot(t.db, type, at(day, '09:00'), now)).toBe(true);
      expect(await isFreeSlot(t.db, type, at(day, '09:30'), now)).toBe(false);
      expect(await isFreeSlot(t.db, type, at(day, '10:00'), now)).toBe(false);
      expect(
        await isFreeSlot(t.db, type, at(day, '10:00'), now, { ignoreBookingId: moved.id }),
      ).toBe(true);
      expect(await isFreeSlot(t.db, type, at(day, '12:00'), now)).toBe(false);
      expect(await isFreeSlot(t.db, type, new Date(Number.NaN), now)).toBe(false);
      // Inside a transaction, as the booking checks it.
      expect(
        await t.db.transaction(async (tx) => isFreeSlot(tx, type, at(day, '11:00'), now)),
      ).toBe(true);
    });
  });
});
