import { minutesOf } from '../../../shared/consultation-setup';
import type { WeeklyHours } from '../../../shared/consultations';
import type { Slot } from '../../../shared/responses/consultations';
import {
  argentineDay,
  dayNumber,
  dayOfNumber,
  daysBetween,
  daysFrom,
} from '../../../shared/calendar-days';

export { argentineDay, daysBetween, daysFrom };

/*
 * The free times of a consultation, as pure rules: no database, no clock of their own.
 *
 * Every time here is Argentine time, UTC−3 all year: Argentina has kept no daylight saving time
 * since 2009, so an Argentine wall time is the UTC instant three hours later, on every day.
 */

const OFFSET_MS = 3 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The firm's rules the free times follow (its saved availability). */
export type SlotRules = {
  weekly: WeeklyHours;
  /** 'YYYY-MM-DD' days it takes no consultations. */
  daysOff: readonly string[];
  openOnHolidays: boolean;
  minNoticeHours: number;
  bufferMinutes: number;
  horizonDays: number;
};

/** A time already taken (a booking), from its start to its end. */
export type Interval = { start: Date; end: Date };

export type SlotQuery = {
  rules: SlotRules;
  /** The national holidays ('YYYY-MM-DD') of the days asked. */
  holidays: ReadonlySet<string>;
  taken: readonly Interval[];
  durationMinutes: number;
  now: Date;
  /** The first and the last day asked, Argentine dates, both included. */
  from: string;
  to: string;
};

/** An instant as the slots write it: `2026-12-02T10:00:00-03:00`. */
export const argentineIso = (instant: Date): string =>
  `${new Date(instant.getTime() - OFFSET_MS).toISOString().slice(0, 19)}-03:00`;

/** The instant of an Argentine wall time: minutes after midnight of a 'YYYY-MM-DD'. */
const instantOf = (day: string, minutes: number) =>
  new Date(dayNumber(day) * DAY_MS + minutes * MINUTE_MS + OFFSET_MS);

/** Whether a day takes consultations at all: not a day off, not a holiday the firm rests on. */
function dayIsOpen(day: string, rules: SlotRules, holidays: ReadonlySet<string>): boolean {
  if (rules.daysOff.includes(day)) return false;
  return rules.openOnHolidays || !holidays.has(day);
}

/**
 * The free times between `from` and `to`, in order. Each of the day's ranges is cut from its start
 * into the type's length (9:00–12:00 at 60 minutes: 9, 10 and 11); a slot is left out when it
 * starts before now plus the minimum notice, falls on a day off or (unless the firm works on them)
 * a national holiday, lies more than `horizonDays` after today, or comes within `bufferMinutes`
 * of a taken time.
 */
export function freeSlots(query: SlotQuery): Slot[] {
  const { rules, holidays, taken, durationMinutes, now } = query;
  const today = argentineDay(now);
  const first = Math.max(dayNumber(query.from), dayNumber(today));
  const last = Math.min(dayNumber(query.to), dayNumber(today) + rules.horizonDays);
  const earliest = now.getTime() + rules.minNoticeHours * 60 * MINUTE_MS;
  const buffer = rules.bufferMinutes * MINUTE_MS;
  const length = durationMinutes * MINUTE_MS;
  const clashes = (start: number, end: number) =>
    taken.some(
      (interval) =>
        start < interval.end.getTime() + buffer && end > interval.start.getTime() - buffer,
    );

  const slots: Slot[] = [];
  for (let number = first; number <= last; number++) {
    const day = dayOfNumber(number);
    if (!dayIsOpen(day, rules, holidays)) continue;
    const weekday = String(new Date(number * DAY_MS).getUTCDay()) as keyof WeeklyHours;
    const ranges = [...(rules.weekly[weekday] ?? [])].sort(
      (a, b) => minutesOf(a.from) - minutesOf(b.from),
    );
    for (const range of ranges) {
      const rangeEnd = instantOf(day, minutesOf(range.to)).getTime();
      for (
        let start = instantOf(day, minutesOf(range.from)).getTime();
        start + length <= rangeEnd;
        start += length
      ) {
        if (start < earliest || clashes(start, start + length)) continue;
        slots.push({
          start: argentineIso(new Date(start)),
          end: argentineIso(new Date(start + length)),
        });
      }
    }
  }
  return slots;
}

/** Whether `start` is exactly one of the free times of its Argentine day. */
export function isSlotStart(query: Omit<SlotQuery, 'from' | 'to'>, start: Date): boolean {
  const day = argentineDay(start);
  return freeSlots({ ...query, from: day, to: day }).some(
    (slot) => Date.parse(slot.start) === start.getTime(),
  );
}
