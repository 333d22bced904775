import { describe, expect, it } from 'vitest';
import type { DueDate } from '../../../shared/responses/tax-calendar';
import { dayAndMonth, daysLeftText, monthsOfDates, periodWords } from './due-date-words';

const dueDate = (date: string, obligation = 'iva'): DueDate => ({
  obligation,
  label: obligation.toUpperCase(),
  period: date.slice(0, 7),
  date,
  confirmed: false,
});

describe('the words of a due date', () => {
  it('counts the days left from the Argentine today', () => {
    expect(daysLeftText('2026-12-18', '2026-12-18')).toBe('Vence hoy');
    expect(daysLeftText('2026-12-18', '2026-12-19')).toBe('Falta 1 día');
    expect(daysLeftText('2026-12-18', '2027-01-05')).toBe('Faltan 18 días');
    expect(daysLeftText('2026-12-18', '2026-12-17')).toBe('Ya venció');
  });

  it('says the period in words: a month, or a year for a yearly return', () => {
    expect(periodWords('2026-12')).toBe('Período diciembre 2026');
    expect(periodWords('2027-01')).toBe('Período enero 2027');
    expect(periodWords('2025')).toBe('Año 2025');
  });

  it('gives the day and the short month a card shows large', () => {
    expect(dayAndMonth('2026-12-18')).toEqual({ day: '18', month: 'dic' });
    expect(dayAndMonth('2027-09-05')).toEqual({ day: '5', month: 'sep' });
  });
});

describe('monthsOfDates', () => {
  it('groups the dates by month, marking this month and the next', () => {
    const months = monthsOfDates(
      [dueDate('2026-12-18'), dueDate('2026-12-22', 'ganancias'), dueDate('2027-01-20')],
      '2026-12-10',
    );
    expect(months.map(({ title, when, dueDates }) => [title, when, dueDates.length])).toEqual([
      ['Diciembre 2026', 'Este mes', 2],
      ['Enero 2027', 'El mes que viene', 1],
    ]);
  });

  it('marks no later month, and gives nothing for no dates', () => {
    expect(monthsOfDates([dueDate('2027-03-10')], '2027-01-02')[0]?.when).toBeUndefined();
    expect(monthsOfDates([], '2027-01-02')).toEqual([]);
  });
});
