import { count } from 'drizzle-orm';
import { addDays, argentineDay } from '../../shared/calendar-days';
import type { ServiceContext } from '../context';
import { taxDueDates } from '../db/schema';
import { nationalHolidays } from '../modules/consultations/holidays';
import { importCalendar } from '../modules/tax-calendar/calendar-admin';

/*
 * The demo's due dates: shaped like ARCA's calendar (each obligation's days by CUIT digit, moved
 * to the next working day) but not ARCA's. Their years stay unconfirmed, so every page says
 * 'Fechas de ejemplo: verificá en arca.gob.ar' until an administrator loads and confirms the real
 * ones.
 */

type Pattern = {
  obligation: string;
  /** Months between the period and the month it falls due in. */
  lag: 0 | 1;
  days: [digits: string, day: number][];
};

const MONTHLY: Pattern[] = [
  { obligation: 'monotributo', lag: 0, days: [['*', 20]] },
  {
    obligation: 'iva',
    lag: 1,
    days: [
      ['0-1', 18],
      ['2-3', 19],
      ['4-5', 20],
      ['6-7', 21],
      ['8-9', 22],
    ],
  },
  {
    obligation: 'autonomos',
    lag: 1,
    days: [
      ['0-3', 5],
      ['4-6', 6],
      ['7-9', 7],
    ],
  },
  {
    obligation: 'empleadores',
    lag: 1,
    days: [
      ['0-3', 9],
      ['4-6', 10],
      ['7-9', 11],
    ],
  },
  {
    obligation: 'iibb-caba',
    lag: 1,
    days: [
      ['0-1', 13],
      ['2-3', 14],
      ['4-5', 15],
      ['6-7', 16],
      ['8-9', 17],
    ],
  },
];
const YEARLY_IN_JUNE: [digits: string, day: number][] = [
  ['0-3', 11],
  ['4-6', 12],
  ['7-9', 13],
];

/** 'YYYY-MM' of the month `index` months after January of `year` (before it when negative). */
const monthOf = (year: number, index: number) =>
  `${year + Math.floor(index / 12)}-${String((((index % 12) + 12) % 12) + 1).padStart(2, '0')}`;

/** The day, or the first working day after it (no weekend, no national holiday). */
function workingDay(day: string, holidays: ReadonlySet<string>): string {
  let moved = day;
  while ([0, 6].includes(new Date(`${moved}T12:00:00Z`).getUTCDay()) || holidays.has(moved))
    moved = addDays(moved, 1);
  return moved;
}

/** The example calendar of `year` and the next, as the panel's import takes it. */
export async function demoCalendarCsv(year: number): Promise<string> {
  const holidays = await nationalHolidays([year, year + 1, year + 2]);
  const lines = ['obligation,period,digits,date'];
  const add = (obligation: string, period: string, digits: string, day: string) =>
    lines.push(`${obligation},${period},"${digits}",${workingDay(day, holidays)}`);
  for (let month = 0; month < 24; month++) {
    for (const pattern of MONTHLY) {
      const due = monthOf(year, month);
      const period = monthOf(year, month - pattern.lag);
      for (const [digits, day] of pattern.days)
        add(pattern.obligation, period, digits, `${due}-${String(day).padStart(2, '0')}`);
    }
  }
  for (const dueYear of [year, year + 1]) {
    for (const obligation of ['ganancias', 'bienes-personales'])
      for (const [digits, day] of YEARLY_IN_JUNE)
        add(obligation, String(dueYear - 1), digits, `${dueYear}-06-${day}`);
    add('recategorizacion', `${dueYear}-01`, '*', `${dueYear}-02-05`);
    add('recategorizacion', `${dueYear}-07`, '*', `${dueYear}-08-05`);
  }
  return `${lines.join('\n')}\n`;
}

/** Loads the example calendar of this year and the next where the firm loaded no dates. */
export async function seedDemoTaxCalendar(ctx: ServiceContext): Promise<number> {
  const [existing] = await ctx.db.select({ total: count() }).from(taxDueDates);
  if ((existing?.total ?? 0) > 0) return 0;
  const year = Number(argentineDay(ctx.now()).slice(0, 4));
  return (await importCalendar(ctx, await demoCalendarCsv(year))).imported;
}
