import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { argentineDay } from '../../../shared/calendar-days';

export { argentineDay };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Argentina keeps UTC−3 all year (no daylight saving since 2009). */
const OFFSET = '-03:00';

/** The first moment of an Argentine calendar day ('YYYY-MM-DD'). */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000${OFFSET}`);

/** The Argentine calendar day `count - 1` days before `now`'s, and `now`'s: a period of `count` days. */
export function lastDaysSpan(now: Date, count: number): { from: string; to: string } {
  return {
    from: argentineDay(new Date(now.getTime() - (count - 1) * DAY_MS)),
    to: argentineDay(now),
  };
}

/** The last `count` Argentine months ('YYYY-MM'), oldest first, ending with `now`'s. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = argentineDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * A timestamp column as text of its Argentine calendar (`'YYYY-MM'` or `'YYYY-MM-DD'`). The zone
 * is written into the SQL as a constant, so a GROUP BY of the same expression matches it.
 */
export const argentine = (column: PgColumn, format: 'YYYY-MM' | 'YYYY-MM-DD'): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'America/Argentina/Buenos_Aires', ${sql.raw(`'${format}'`)})`;
