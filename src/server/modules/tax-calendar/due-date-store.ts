import { and, arrayContains, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxCalendarYears, taxDueDates, taxObligations } from '../../db/schema';

/** A due date as stored: its digits sorted, its day 'YYYY-MM-DD'. */
export type DueDateRow = typeof taxDueDates.$inferSelect;

/** A due date with its obligation's label, for one digit's pages, feed and reminders. */
export type DigitDueDate = {
  id: string;
  obligation: string;
  label: string;
  period: string;
  date: string;
  createdAt: Date;
  updatedAt: Date;
};

/** The obligations, in the pages' order. */
export const readObligations = (db: Db) =>
  db
    .select({ slug: taxObligations.slug, label: taxObligations.label })
    .from(taxObligations)
    .orderBy(asc(taxObligations.position), asc(taxObligations.label));

/** The years an administrator confirmed, oldest first. */
export async function confirmedYears(db: Db): Promise<number[]> {
  const rows = await db
    .select({ year: taxCalendarYears.year })
    .from(taxCalendarYears)
    .orderBy(asc(taxCalendarYears.year));
  return rows.map((row) => row.year);
}

/**
 * The due dates of the CUITs ending in `digit`, from `from` to `to` (days, both included),
 * nearest first, of the given obligations (every one when undefined).
 */
export async function dueDatesOfDigit(
  db: Db,
  query: { digit: number; obligations?: readonly string[]; from: string; to: string },
): Promise<DigitDueDate[]> {
  return db
    .select({
      id: taxDueDates.id,
      obligation: taxDueDates.obligation,
      label: taxObligations.label,
      period: taxDueDates.period,
      date: taxDueDates.dueDate,
      createdAt: taxDueDates.createdAt,
      updatedAt: taxDueDates.updatedAt,
    })
    .from(taxDueDates)
    .innerJoin(taxObligations, eq(taxObligations.slug, taxDueDates.obligation))
    .where(
      and(
        arrayContains(taxDueDates.digits, [query.digit]),
        gte(taxDueDates.dueDate, query.from),
        lte(taxDueDates.dueDate, query.to),
        query.obligations ? inArray(taxDueDates.obligation, [...query.obligations]) : undefined,
      ),
    )
    .orderBy(asc(taxDueDates.dueDate), asc(taxObligations.position), asc(taxDueDates.period));
}

/** A year's rows (by the year of their day), by day and obligation. */
export const rowsOfYear = (db: Db, year: number) =>
  db
    .select({
      id: taxDueDates.id,
      obligation: taxDueDates.obligation,
      label: taxObligations.label,
      period: taxDueDates.period,
      digits: taxDueDates.digits,
      date: taxDueDates.dueDate,
    })
    .from(taxDueDates)
    .innerJoin(taxObligations, eq(taxObligations.slug, taxDueDates.obligation))
    .where(
      and(gte(taxDueDates.dueDate, `${year}-01-01`), lte(taxDueDates.dueDate, `${year}-12-31`)),
    )
    .orderBy(asc(taxDueDates.dueDate), asc(taxObligations.position), asc(taxDueDates.digits));

/** Every year with dates, and how many rows each has. */
export const yearsWithRows = (db: Db) =>
  db
    .select({
      year: sql<number>`extract(year from ${taxDueDates.dueDate})::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(taxDueDates)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
