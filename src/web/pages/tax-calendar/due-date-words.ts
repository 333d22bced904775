import { daysBetween } from '../../../shared/calendar-days';
import { monthName } from '../../../shared/report-labels';
import type { DueDate } from '../../../shared/responses/tax-calendar';

/** 'Faltan 5 días' from `today` to a due date ('YYYY-MM-DD', both Argentine days). */
export function daysLeftText(today: string, date: string): string {
  const days = daysBetween(today, date);
  if (days < 0) return 'Ya venció';
  if (days === 0) return 'Vence hoy';
  return days === 1 ? 'Falta 1 día' : `Faltan ${days} días`;
}

/** '2026-12' → 'diciembre 2026'. */
const monthWords = (month: string) => monthName(month).replace(' de ', ' ');

/** What a date is for: 'Período diciembre 2026' (a month's return) or 'Año 2025' (a year's). */
export const periodWords = (period: string) =>
  /^\d{4}$/.test(period) ? `Año ${period}` : `Período ${monthWords(period)}`;

/** '2026-12-18' → { day: '18', month: 'dic' }, as a card shows it large. */
export function dayAndMonth(date: string): { day: string; month: string } {
  return { day: String(Number(date.slice(8, 10))), month: monthName(date.slice(0, 7)).slice(0, 3) };
}

export type MonthOfDates = {
  /** 'YYYY-MM'. */
  month: string;
  /** 'Diciembre 2026'. */
  title: string;
  /** 'Este mes', 'El mes que viene', or nothing for a later month. */
  when?: string;
  dueDates: DueDate[];
};

/** The month after a 'YYYY-MM'. */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The dates (nearest first) by month, each month marked as this one or the next from `today`. */
export function monthsOfDates(dueDates: readonly DueDate[], today: string): MonthOfDates[] {
  const thisMonth = today.slice(0, 7);
  const names: Record<string, string> = {
    [thisMonth]: 'Este mes',
    [nextMonth(thisMonth)]: 'El mes que viene',
  };
  const months: MonthOfDates[] = [];
  for (const dueDate of dueDates) {
    const month = dueDate.date.slice(0, 7);
    let group = months.at(-1);
    if (group?.month !== month) {
      const words = monthWords(month);
      group = {
        month,
        title: words.charAt(0).toUpperCase() + words.slice(1),
        when: names[month],
        dueDates: [],
      };
      months.push(group);
    }
    group.dueDates.push(dueDate);
  }
  return months;
}
