import { describe, expect, it } from 'vitest';
import { NO_WEEKLY_HOURS } from '../../../shared/consultation-setup';
import type { WeeklyHours } from '../../../shared/consultations';
import {
  argentineDay,
  argentineIso,
  freeSlots,
  isSlotStart,
  type SlotQuery,
  type SlotRules,
} from './slots';

// The rules alone, no database: the clock, the holidays and the bookings are given.

/** Monday to Friday 9:00–12:00; 2026-12-07 is a Monday. */
const WEEKDAYS_MORNINGS: WeeklyHours = {
  ...NO_WEEKLY_HOURS,
  '1': [{ from: '09:00', to: '12:00' }],
  '2': [{ from: '09:00', to: '12:00' }],
  '3': [{ from: '09:00', to: '12:00' }],
  '4': [{ from: '09:00', to: '12:00' }],
  '5': [{ from: '09:00', to: '12:00' }],
};

const RULES: SlotRules = {
  weekly: WEEKDAYS_MORNINGS,
  daysOff: [],
  openOnHolidays: false,
  minNoticeHours: 0,
  bufferMinutes: 0,
  horizonDays: 60,
};

/** Tuesday 1 December 2026, 12:00 in Buenos Aires. */
const NOON = new Date('2026-12-01T12:00:00-03:00');

function slots(overrides: Partial<Omit<SlotQuery, 'rules'>> & { rules?: Partial<SlotRules> } = {}) {
  return freeSlots({
    holidays: new Set(),
    taken: [],
    durationMinutes: 60,
    now: NOON,
    from: '2026-12-07',
    to: '2026-12-07',
    ...overrides,
    rules: { ...RULES, ...overrides.rules },
  });
}
const starts = (list: { start: string }[]) => list.map((slot) => slot.start);
const taken = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('Argentine time', () => {
  it('is three hours behind UTC, and the day turns at 03:00 UTC', () => {
    expect(argentineIso(new Date('2026-12-07T12:00:00Z'))).toBe('2026-12-07T09:00:00-03:00');
    expect(argentineDay(new Date('2026-12-08T01:30:00Z'))).toBe('2026-12-07');
    expect(argentineDay(new Date('2026-12-08T03:00:00Z'))).toBe('2026-12-08');
    // No daylight saving: the offset in July is the same.
    expect(argentineIso(new Date('2026-07-15T12:00:00Z'))).toBe('2026-07-15T09:00:00-03:00');
  });
});

describe('free times', () => {
  it("cut each range from its start into the type's length", () => {
    expect(slots()).toEqual([
      { start: '2026-12-07T09:00:00-03:00', end: '2026-12-07T10:00:00-03:00' },
      { start: '2026-12-07T10:00:00-03:00', end: '2026-12-07T11:00:00-03:00' },
      { start: '2026-12-07T11:00:00-03:00', end: '2026-12-07T12:00:00-03:00' },
    ]);
    // 45 minutes: 9:00, 9:45, 10:30 and 11:15 (ending at 12:00); none runs past the range.
    expect(starts(slots({ durationMinutes: 45 }))).toEqual([
      '2026-12-07T09:00:00-03:00',
      '2026-12-07T09:45:00-03:00',
      '2026-12-07T10:30:00-03:00',
      '2026-12-07T11:15:00-03:00',
    ]);
    expect(starts(slots({ durationMinutes: 90 }))).toEqual([
      '2026-12-07T09:00:00-03:00',
      '2026-12-07T10:30:00-03:00',
    ]);
  });

  it('follow each weekday, with several ranges a day, and none on a day without hours', () => {
    const weekly = {
      ...NO_WEEKLY_HOURS,
      '1': [
        { from: '15:00', to: '17:00' },
        { from: '09:00', to: '10:00' },
      ],
    };
    expect(starts(slots({ rules: { weekly }, from: '2026-12-06', to: '2026-12-08' }))).toEqual([
      '2026-12-07T09:00:00-03:00',
      '2026-12-07T15:00:00-03:00',
      '2026-12-07T16:00:00-03:00',
    ]);
  });

  it('run late in the evening into the next UTC day, on their Argentine day', () => {
    const weekly = { ...NO_WEEKLY_HOURS, '1': [{ from: '20:00', to: '23:00' }] };
    const evening = slots({ rules: { weekly } });
    expect(starts(evening)).toEqual([
      '2026-12-07T20:00:00-03:00',
      '2026-12-07T21:00:00-03:00',
      '2026-12-07T22:00:00-03:00',
    ]);
    // 21:00 ART is 00:00 UTC of Tuesday; 22:00–23:00 ART is 01:00–02:00 UTC.
    expect(new Date(evening[1]!.start).toISOString()).toBe('2026-12-08T00:00:00.000Z');
    expect(new Date(evening[2]!.end).toISOString()).toBe('2026-12-08T02:00:00.000Z');
    // Asked for Tuesday only, Monday evening's times are not Tuesday's.
    expect(slots({ rules: { weekly }, from: '2026-12-08', to: '2026-12-08' })).toEqual([]);
  });

  it('count today from the Argentine date, even after midnight UTC', () => {
    // 01:30 UTC on Tuesday is 22:30 on Monday in Buenos Aires: Monday is still today, its
    // 23:00 slot is ahead, and with a horizon of one day Tuesday is the last day.
    const evening = [{ from: '20:00', to: '23:00' }];
    const everyEvening = { ...NO_WEEKLY_HOURS, '1': evening, '2': evening, '3': evening };
    const lateMonday = new Date('2026-12-08T01:30:00Z');
    expect(
      starts(
        slots({
          rules: { weekly: everyEvening, horizonDays: 1 },
          durationMinutes: 30,
          now: lateMonday,
          from: '2026-12-01',
          to: '2026-12-31',
        }),
      ),
    ).toEqual([
      '2026-12-07T22:30:00-03:00',
      '2026-12-08T20:00:00-03:00',
      '2026-12-08T20:30:00-03:00',
      '2026-12-08T21:00:00-03:00',
      '2026-12-08T21:30:00-03:00',
      '2026-12-08T22:00:00-03:00',
      '2026-12-08T22:30:00-03:00',
    ]);
  });

  it('never start in the past nor inside the minimum notice', () => {
    const mondayTen = new Date('2026-12-07T10:00:00-03:00');
    expect(starts(slots({ now: mondayTen }))).toEqual([
      '2026-12-07T10:00:00-03:00',
      '2026-12-07T11:00:00-03:00',
    ]);
    expect(starts(slots({ now: new Date('2026-12-07T10:00:01-03:00') }))).toEqual([
      '2026-12-07T11:00:00-03:00',
    ]);
    // 24 hours of notice from Sunday 10:30: Monday 9:00 and 10:00 are too soon.
    const sunday = new Date('2026-12-06T10:30:00-03:00');
    expect(starts(slots({ now: sunday, rules: { minNoticeHours: 24 } }))).toEqual([
      '2026-12-07T11:00:00-03:00',
    ]);
    expect(slots({ now: new Date('2026-12-08T09:00:00-03:00') })).toEqual([]);
  });

  it('leave out days off, and national holidays unless the firm works on them', () => {
    const week = { from: '2026-12-07', to: '2026-12-11' };
    const days = (list: { start: string }[]) => [...new Set(list.map((s) => s.start.slice(0, 10)))];
    expect(days(slots({ ...week, rules: { daysOff: ['2026-12-09'] } }))).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-10',
      '2026-12-11',
    ]);
    const holidays = new Set(['2026-12-08']);
    expect(days(slots({ ...week, holidays }))).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
    expect(days(slots({ ...week, holidays, rules: { openOnHolidays: true } }))).toHaveLength(5);
    // A day off is off on a holiday too, open or not.
    expect(
      days(
        slots({
          ...week,
          holidays,
          rules: { openOnHolidays: true, daysOff: ['2026-12-08'] },
        }),
      ),
    ).not.toContain('2026-12-08');
  });

  it('reach no further than the horizon in days from today', () => {
    const everyDay = Object.fromEntries(
      Object.keys(NO_WEEKLY_HOURS).map((day) => [day, [{ from: '09:00', to: '10:00' }]]),
    ) as WeeklyHours;
    const list = slots({
      rules: { weekly: everyDay, horizonDays: 3 },
      from: '2026-11-01',
      to: '2027-01-31',
    });
    // Today is Tuesday the 1st, past 9:00: the 2nd, 3rd and 4th.
    expect(starts(list)).toEqual([
      '2026-12-02T09:00:00-03:00',
      '2026-12-03T09:00:00-03:00',
      '2026-12-04T09:00:00-03:00',
    ]);
  });

  it('keep clear of taken times, widened by the buffer on both sides', () => {
    const booking = taken('2026-12-07T10:00:00-03:00', '2026-12-07T11:00:00-03:00');
    expect(starts(slots({ taken: [booking] }))).toEqual([
      '2026-12-07T09:00:00-03:00',
      '2026-12-07T11:00:00-03:00',
    ]);
    // Half-hour slots and a 30-minute margin: 9:30 and 11:00 touch the margin.
    expect(
      starts(slots({ taken: [booking], durationMinutes: 30, rules: { bufferMinutes: 30 } })),
    ).toEqual(['2026-12-07T09:00:00-03:00', '2026-12-07T11:30:00-03:00']);
    // A booking of another length, off the grid, takes every slot it touches.
    const odd = taken('2026-12-07T09:50:00-03:00', '2026-12-07T10:05:00-03:00');
    expect(starts(slots({ taken: [odd] }))).toEqual(['2026-12-07T11:00:00-03:00']);
  });
});

describe('one exact start', () => {
  const query = {
    rules: RULES,
    holidays: new Set<string>(),
    taken: [],
    durationMinutes: 60,
    now: NOON,
  };

  it('is free only when it is one of the free times', () => {
    expect(isSlotStart(query, new Date('2026-12-07T10:00:00-03:00'))).toBe(true);
    expect(isSlotStart(query, new Date('2026-12-07T13:00:00Z'))).toBe(true);
    expect(isSlotStart(query, new Date('2026-12-07T10:30:00-03:00'))).toBe(false);
    expect(isSlotStart(query, new Date('2026-12-07T10:00:00.500-03:00'))).toBe(false);
    expect(isSlotStart(query, new Date('2026-12-06T10:00:00-03:00'))).toBe(false);
    expect(
      isSlotStart(
        { ...query, taken: [taken('2026-12-07T10:00:00-03:00', '2026-12-07T11:00:00-03:00')] },
        new Date('2026-12-07T10:00:00-03:00'),
      ),
    ).toBe(false);
  });
});
