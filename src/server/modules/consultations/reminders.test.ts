import { describe, expect, it } from 'vitest';
import { dueReminder } from './reminders';

const HOUR = 3_600_000;
const start = new Date('2026-12-10T13:00:00Z');
const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * HOUR);

describe('which reminder a consultation is due', () => {
  const bookedWeeksAhead = { startsAt: start, createdAt: at(24 * 14) };

  it('the day before, then the hour before, then none once it began', () => {
    expect(dueReminder(bookedWeeksAhead, at(30))).toBeUndefined();
    expect(dueReminder(bookedWeeksAhead, at(24))).toBe('reminder-day');
    expect(dueReminder(bookedWeeksAhead, at(3))).toBe('reminder-day');
    expect(dueReminder(bookedWeeksAhead, at(1.5))).toBeUndefined();
    expect(dueReminder(bookedWeeksAhead, at(1))).toBe('reminder-hour');
    expect(dueReminder(bookedWeeksAhead, at(0.1))).toBe('reminder-hour');
    expect(dueReminder(bookedWeeksAhead, at(0))).toBeUndefined();
  });

  it('skips the day-before reminder of a consultation booked within that day', () => {
    const bookedToday = { startsAt: start, createdAt: at(20) };
    expect(dueReminder(bookedToday, at(10))).toBeUndefined();
    expect(dueReminder(bookedToday, at(1))).toBe('reminder-hour');
  });
});
