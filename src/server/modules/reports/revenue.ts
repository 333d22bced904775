import { asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { courses, salesByDay } from '../../db/schema';
import { monthName, REVENUE_MONTHS, type RevenueCut } from '../../../shared/report-labels';
import type { RevenueReport, RevenueRow } from '../../../shared/responses/reports';
import { argentineDay, lastMonths } from './calendar';
import { courseKey } from './course-key';

const sales = sql<number>`coalesce(sum(${salesByDay.sales}), 0)`.mapWith(Number);
const revenue = sql<number>`coalesce(sum(${salesByDay.revenue}), 0)`.mapWith(Number);
/** The course's title today, or the one its sales were made under once it was deleted. */
const title = sql<string>`coalesce(${courses.title}, ${salesByDay.deletedTitle})`;

/** Sums of money rounded to the cent, whatever the floating point additions left. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Revenue of the last 12 Argentine months, by month (every month, zero when nothing was sold)
 * or by course (those that sold). What counts is the amount of each purchase approved now, on
 * the day it was approved: a purchase later refunded or charged back no longer counts, in the
 * month it was approved.
 */
export async function revenueReport(ctx: ServiceContext, by: RevenueCut): Promise<RevenueReport> {
  const months = lastMonths(ctx.now(), REVENUE_MONTHS);
  const from = `${months[0]}-01`;
  const counted = gte(salesByDay.day, from);
  const rows = by === 'month' ? await byMonth(ctx, months, counted) : await byCourse(ctx, counted);
  return {
    by,
    from,
    to: argentineDay(ctx.now()),
    rows,
    totals: {
      sales: rows.reduce((sum, row) => sum + row.sales, 0),
      revenue: cents(rows.reduce((sum, row) => sum + row.revenue, 0)),
    },
  };
}

async function byMonth(ctx: ServiceContext, months: string[], counted: SQL): Promise<RevenueRow[]> {
  const month = sql<string>`to_char(${salesByDay.day}, 'YYYY-MM')`;
  const found = await ctx.db
    .select({ month, sales, revenue })
    .from(salesByDay)
    .where(counted)
    .groupBy(month);
  const byKey = new Map(found.map((row) => [row.month, row]));
  return months.map((key) => ({
    key,
    label: monthName(key),
    sales: byKey.get(key)?.sales ?? 0,
    revenue: cents(byKey.get(key)?.revenue ?? 0),
  }));
}

async function byCourse(ctx: ServiceContext, counted: SQL): Promise<RevenueRow[]> {
  const found = await ctx.db
    .select({ courseId: salesByDay.courseId, title, sales, revenue })
    .from(salesByDay)
    .leftJoin(courses, eq(courses.id, salesByDay.courseId))
    .where(counted)
    .groupBy(salesByDay.courseId, courses.title, salesByDay.deletedTitle)
    .having(sql`sum(${salesByDay.sales}) > 0`)
    .orderBy(desc(revenue), asc(title));
  return found.map((row) => ({
    key: courseKey(row.courseId, row.title),
    label: row.title,
    sales: row.sales,
    revenue: cents(row.revenue),
  }));
}
