import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { courses, purchases } from '../../db/schema';
import { monthName, REVENUE_MONTHS, type RevenueCut } from '../../../shared/report-labels';
import type { RevenueReport, RevenueRow } from '../../../shared/responses/reports';
import { argentine, argentineDay, lastMonths, startOfDay } from './calendar';
import { courseKey, courseTitle, deletedCourseTitle } from './course-key';

const sales = count().mapWith(Number);
const revenue = sql<number>`coalesce(sum(${purchases.amount}), 0)`.mapWith(Number);

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
  const counted = and(
    eq(purchases.status, 'approved'),
    gte(purchases.approvedAt, startOfDay(from)),
  );
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

type Condition = ReturnType<typeof and>;

async function byMonth(
  ctx: ServiceContext,
  months: string[],
  counted: Condition,
): Promise<RevenueRow[]> {
  const month = argentine(purchases.approvedAt, 'YYYY-MM');
  const found = await ctx.db
    .select({ month, sales, revenue })
    .from(purchases)
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

async function byCourse(ctx: ServiceContext, counted: Condition): Promise<RevenueRow[]> {
  const found = await ctx.db
    .select({ courseId: purchases.courseId, title: courseTitle, sales, revenue })
    .from(purchases)
    .leftJoin(courses, eq(courses.id, purchases.courseId))
    .where(counted)
    .groupBy(purchases.courseId, courses.title, deletedCourseTitle)
    .orderBy(desc(revenue), asc(courseTitle));
  return found.map((row) => ({
    key: courseKey(row.courseId, row.title),
    label: row.title,
    sales: row.sales,
    revenue: cents(row.revenue),
  }));
}
