import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatLastDay,
  lastCalendarDay,
} from './format-date';

describe('formatDate', () => {
  it('shows day/month/year with two-digit day and month', () => {
    expect(formatDate('2024-03-05T15:00:00.000Z')).toBe('05/03/2024');
    expect(formatDate(new Date('2023-11-28T12:00:00Z'))).toBe('28/11/2023');
  });

  it('uses Argentine time (UTC-3), not the machine zone', () => {
    expect(formatDate('2024-01-01T02:30:00.000Z')).toBe('31/12/2023');
    expect(formatDate('2024-01-01T03:00:00.000Z')).toBe('01/01/2024');
  });

  it('gives the same day as Intl in the Buenos Aires zone, 2010 to 2040', () => {
    const intl = new Intl.DateTimeFormat('es-AR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2010-01-01T00:00:00Z'),
          max: new Date('2040-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatDate(date)).toBe(intl.format(date));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('returns an empty string for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('shows a date without time as it is, whatever the time zone', () => {
    expect(formatCalendarDate('2026-12-02')).toBe('02/12/2026');
    expect(formatCalendarDate('20261202')).toBe('');
  });
});

describe('the last day of something that ends at a moment (a sale)', () => {
  it('is the Argentine day before a midnight end, and the same day for an end during the day', () => {
    expect(formatLastDay('2026-12-01T03:00:00.000Z')).toBe('30/11');
    expect(lastCalendarDay('2026-12-01T03:00:00.000Z')).toBe('2026-11-30');
    expect(formatLastDay('2026-11-30T21:00:00.000Z')).toBe('30/11');
    expect(formatLastDay('2027-01-01T02:59:00.000Z')).toBe('31/12');
    expect(lastCalendarDay('2027-01-01T02:59:00.000Z')).toBe('2026-12-31');
  });
});

describe('formatDateTime', () => {
  it('shows the Argentine day and time, hours and minutes with two digits', () => {
    expect(formatDateTime('2026-11-28T13:05:00.000Z')).toBe('28/11/2026 10:05');
    expect(formatDateTime('2026-01-01T02:30:00.000Z')).toBe('31/12/2025 23:30');
    expect(formatDateTime('no es una fecha')).toBe('');
  });
});
