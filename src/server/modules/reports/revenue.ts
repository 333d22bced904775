import { asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { courses, salesByDay } from '../../db/schema';
import {
  monthName,
  REVENUE_MONTHS,
  SALE_KINDS,
  type RevenueCut,
  type SaleKind,
} from '../../../shared/report-labels';
import type { RevenueByKind, RevenueReport, RevenueRow } from '../../../shared/responses/reports';
import { argentineDay, lastMonths } from './calendar';
import { courseKey } from './course-key';
import { roundToCents } from '../../../shared/money';

const sales = sql<number>`coalesce(sum(${salesByDay.sales}), 0)`.mapWith(Number);
const revenue = sql<number>`coalesce(sum(${salesByDay.revenue}), 0)`.mapWith(Number);
/** The course's title today, or the one its sales were made under (deleted courses, consultations). */
const title = sql<string>`coalesce(${courses.title}, ${salesByDay.deletedTitle})`;

type Figures = { sales: number; revenue: number };
const none = (): RevenueByKind => ({
  course: { sales: 0, revenue: 0 },
  consultation: { sales: 0, revenue: 0 },
  bundle: { sales: 0, revenue: 0 },
  subscription: { sales: 0, revenue: 0 },
});

/** Adds a kind's figures to a split, in place. */
function add(split: RevenueByKind, kind: SaleKind, figures: Figures) {
  split[kind].sales += figures.sales;
  split[kind].revenue = roundToCents(split[kind].revenue + figures.revenue);
}

/** A row's totals from its split. */
function totalled(split: RevenueByKind): Figures & { byKind: RevenueByKind } {
  return {
    sales: SALE_KINDS.reduce((sum, kind) => sum + split[kind].sales, 0),
    revenue: roundToCents(SALE_KINDS.reduce((sum, kind) => sum + split[kind].revenue, 0)),
    byKind: split,
  };
}

/**
 * Revenue of the last 12 Argentine months, by month (every month, zero when nothing was sold)
 * or by course and consultation (those that sold), courses and consultations counted apart.
 * What counts is the amount of each purchase approved now, on the day it was approved: a
 * purchase later refunded or charged back no longer counts, in the month it was approved.
 */
export async function revenueReport(ctx: ServiceContext, by: RevenueCut): Promise<RevenueReport> {
  const months = lastMonths(ctx.now(), REVENUE_MONTHS);
  const from = `${months[0]}-01`;
  const counted = gte(salesByDay.day, from);
  const rows = by === 'month' ? await byMonth(ctx, months, counted) : await byItem(ctx, counted);
  const split = none();
  for (const row of rows) {
    for (const kind of SALE_KINDS) add(split, kind, row.byKind[kind]);
  }
  return { by, from, to: argentineDay(ctx.now()), rows, totals: totalled(split) };
}

async function byMonth(ctx: ServiceContext, months: string[], counted: SQL): Promise<RevenueRow[]> {
  const month = sql<string>`to_char(${salesByDay.day}, 'YYYY-MM')`;
  const found = await ctx.db
    .select({ month, kind: salesByDay.kind, sales, revenue })
    .from(salesByDay)
    .where(counted)
    .groupBy(month, salesByDay.kind);
  const splits = new Map(months.map((key) => [key, none()]));
  for (const row of found) {
    const split = splits.get(row.month);
    if (split) add(split, row.kind, row);
  }
  return months.map((key) => ({
    key,
    label: monthName(key),
    kind: null,
    ...totalled(splits.get(key)!),
  }));
}

/** One row a course (a deleted one under its title) and one a consultation title. */
async function byItem(ctx: ServiceContext, counted: SQL): Promise<RevenueRow[]> {
  const found = await ctx.db
    .select({ kind: salesByDay.kind, courseId: salesByDay.courseId, title, sales, revenue })
    .from(salesByDay)
    .leftJoin(courses, eq(courses.id, salesByDay.courseId))
    .where(counted)
    .groupBy(salesByDay.kind, salesByDay.courseId, courses.title, salesByDay.deletedTitle)
    .having(sql`sum(${salesByDay.sales}) > 0`)
    .orderBy(desc(revenue), asc(title));
  return found.map((row) => {
    const split = none();
    add(split, row.kind, row);
    return {
      key:
        row.kind === 'course'
          ? courseKey(row.courseId, row.title)
          : `${row.kind === 'bundle' ? 'ruta' : 'consulta'}:${row.title}`,
      label: row.title,
      kind: row.kind,
      ...totalled(split),
    };
  });
}
