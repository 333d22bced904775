import type { SlotRange } from '../../api/consultations';
import { addDays, argentineDay, daysBetween } from './consultation-text';

/** Free times are shown two weeks at a time. */
export const DAYS_PER_STRETCH = 14;
/** 'Ver más días' stops past this many days ahead (the firm books up to its own horizon). */
export const MAX_DAYS_AHEAD = 120;

/** The stretches of days from `today` on, as many as `count` (at least one). */
export function slotRanges(today: string, count: number): SlotRange[] {
  return Array.from({ length: Math.max(1, count) }, (_, index) => {
    const from = addDays(today, index * DAYS_PER_STRETCH);
    return { from, to: addDays(from, DAYS_PER_STRETCH - 1) };
  });
}

/** How many stretches from `today` show the day of `start` (one when there is none). */
export function stretchesFor(today: string, start: string | null): number {
  if (!start) return 1;
  const ahead = daysBetween(today, argentineDay(start));
  if (ahead < 0) return 1;
  return Math.min(Math.floor(ahead / DAYS_PER_STRETCH) + 1, maxStretches());
}

/** How many stretches 'Ver más días' may add up to. */
export const maxStretches = () => Math.ceil(MAX_DAYS_AHEAD / DAYS_PER_STRETCH);

/** Today in Argentina, 'YYYY-MM-DD'. */
export const argentineToday = (now: number) => argentineDay(now);
