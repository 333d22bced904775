import ical from 'ical-generator';
import { BRAND } from '../../../shared/brand';
import { addDays, argentineDay } from '../../../shared/calendar-days';
import { EXAMPLE_DATES_NOTICE, periodWords } from '../../../shared/tax-calendar-rules';
import type { ServiceContext } from '../../context';
import { confirmedYears, dueDatesOfDigit, type DigitDueDate } from './due-date-store';

/** How far back and ahead the feed reaches: last quarter's dates stay, next year's come. */
const FEED_PAST_DAYS = 92;
const FEED_AHEAD_DAYS = 456;
/** A calendar app asks again once a day, so a date the firm moves reaches it within a day. */
const FEED_TTL_SECONDS = 24 * 60 * 60;

/**
 * One UID per obligation, period and digit: when the firm moves a date, calendars move the event
 * they have instead of adding another.
 */
export const dueDateUid = (
  dueDate: Pick<DigitDueDate, 'obligation' | 'period'>,
  digit: number,
  host: string,
) => `vencimiento-${dueDate.obligation}-${dueDate.period}-cuit-${digit}@${host}`;

/** Grows with every edit of the row, as RFC 5545 asks of a changed event. */
const sequenceOf = (dueDate: Pick<DigitDueDate, 'createdAt' | 'updatedAt'>) =>
  Math.max(0, Math.floor((dueDate.updatedAt.getTime() - dueDate.createdAt.getTime()) / 1000));

/**
 * 'Agregar a mi calendario': the due dates of a digit's obligations as an iCalendar feed (RFC
 * 5545), one all-day event each. A date of a year the firm has not confirmed says it is an
 * example, in its title and its description.
 */
export async function dueDatesFeed(
  ctx: ServiceContext,
  query: { digit: number; obligations?: readonly string[] },
): Promise<string> {
  const today = argentineDay(ctx.now());
  const [rows, years] = await Promise.all([
    dueDatesOfDigit(ctx.db, {
      digit: query.digit,
      obligations: query.obligations,
      from: addDays(today, -FEED_PAST_DAYS),
      to: addDays(today, FEED_AHEAD_DAYS),
    }),
    confirmedYears(ctx.db),
  ]);
  const host = new URL(ctx.config.appUrl).hostname;
  const page = new URL('/vencimientos', ctx.config.appUrl).toString();
  const calendar = ical({
    prodId: { company: BRAND.name, product: 'Vencimientos', language: 'ES' },
    name: `Vencimientos · CUIT terminado en ${query.digit}`,
    description: `Las fechas de vencimiento de ${BRAND.name} para los CUIT terminados en ${query.digit}.`,
    ttl: FEED_TTL_SECONDS,
  });
  for (const dueDate of rows) {
    const confirmed = years.includes(Number(dueDate.date.slice(0, 4)));
    const title = `Vence ${dueDate.label} (${periodWords(dueDate.period)})`;
    calendar.createEvent({
      id: dueDateUid(dueDate, query.digit, host),
      sequence: sequenceOf(dueDate),
      stamp: dueDate.updatedAt,
      start: dueDate.date,
      allDay: true,
      summary: confirmed ? title : `${title} · fecha de ejemplo`,
      description: [
        `${dueDate.label}, período ${periodWords(dueDate.period)}, CUIT terminado en ${query.digit}.`,
        confirmed ? '' : `${EXAMPLE_DATES_NOTICE}.`,
        `¿Dudas? Reservá una consulta: ${new URL('/consultas', ctx.config.appUrl).toString()}`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: page,
    });
  }
  return calendar.toString();
}
