import { describe, expect, it } from 'vitest';
import { digitsLabel, periodLabel, thisYear, yearChoices } from './due-date-labels';

describe("the panel's due-date labels", () => {
  it('names a month period by its month and a yearly one by its year', () => {
    expect(periodLabel('2026-12')).toBe('Diciembre 2026');
    expect(periodLabel('2027-01')).toBe('Enero 2027');
    expect(periodLabel('2025')).toBe('Año 2025');
  });

  it("says 'Todos' for every digit and keeps the others as written", () => {
    expect(digitsLabel('*')).toBe('Todos');
    expect(digitsLabel('0-1')).toBe('0-1');
    expect(digitsLabel('2,3')).toBe('2,3');
  });

  it('counts the year in Argentine time', () => {
    expect(thisYear(new Date('2027-01-01T02:59:00Z'))).toBe(2026);
    expect(thisYear(new Date('2027-01-01T03:00:00Z'))).toBe(2027);
  });

  it('offers the years kept and the ones asked for, once each, newest first', () => {
    expect(yearChoices([{ year: 2025 }, { year: 2027 }, { year: 2026 }], [2026])).toEqual([
      2027, 2026, 2025,
    ]);
    expect(yearChoices([], [2026, 2031])).toEqual([2031, 2026]);
  });
});
