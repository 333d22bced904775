import { addDays, argentineDay, daysBetween } from '../../../shared/calendar-days';
import type { DueDatesAnswer, TaxCalendarPage } from '../../../shared/responses/tax-calendar';
import type { DueDatesQuery } from '../../../shared/tax-calendar';
import { EXAMPLE_DATES_NOTICE } from '../../../shared/tax-calendar-rules';
import type { ServiceContext } from '../../context';
import { fieldError } from '../../errors';
import { confirmedYears, dueDatesOfDigit, readObligations } from './due-date-store';

/** The longest span one query reads: a year and a bit, as a calendar app's view would. */
export const MAX_QUERY_DAYS = 400;

/** The last day of the month after `day`'s: what 'this month and next' runs to. */
export function endOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const firstOfMonthAfterNext = new Date(Date.UTC(year, month + 1, 1));
  return addDays(firstOfMonthAfterNext.toISOString().slice(0, 10), -1);
}

/** What `/vencimientos` is rendered with. */
export async function taxCalendarPage(ctx: ServiceContext): Promise<TaxCalendarPage> {
  const [obligations, years] = await Promise.all([readObligations(ctx.db), confirmedYears(ctx.db)]);
  return { obligations, confirmedYears: years };
}

/**
 * A digit's due dates, nearest first: from today to the end of next month unless the query
 * says. Each says whether its year is confirmed; while any is not, the answer carries the notice.
 */
export async function dueDatesAnswer(
  ctx: ServiceContext,
  query: DueDatesQuery,
): Promise<DueDatesAnswer> {
  const today = argentineDay(ctx.now());
  const from = query.from ?? today;
  const to = query.to ?? (query.from ? addDays(from, 62) : endOfNextMonth(today));
  if (daysBetween(from, to) > MAX_QUERY_DAYS)
    throw fieldError('to', `Consultá como máximo ${MAX_QUERY_DAYS} días por vez.`);
  const [rows, years] = await Promise.all([
    dueDatesOfDigit(ctx.db, { digit: query.digit, obligations: query.obligations, from, to }),
    confirmedYears(ctx.db),
  ]);
  const dueDates = rows.map(({ obligation, label, period, date }) => ({
    obligation,
    label,
    period,
    date,
    confirmed: years.includes(Number(date.slice(0, 4))),
  }));
  return dueDates.every((dueDate) => dueDate.confirmed)
    ? { dueDates }
    : { dueDates, notice: EXAMPLE_DATES_NOTICE };
}
