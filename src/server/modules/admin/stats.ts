import { and, count, gte, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { purchases, salesByDay, users } from '../../db/schema';
import { argentineDay } from '../reports/calendar';
import { PURCHASE_FILTER_CONDITIONS } from './purchases-list';
import type { AdminStats, SalesDay } from '../../../shared/responses/admin';

export const STATS_DAYS = 30;
/** The last `STATS_DAYS` calendar days in Argentina, oldest first, ending today. */
function lastDays(now: Date): string[] {
  return Array.from({ length: STATS_DAYS }, (_, i) =>
    argentineDay(new Date(now.getTime() - (STATS_DAYS - 1 - i) * 24 * 60 * 60 * 1000)),
  );
}

/**
 * What the owner looks at first: approved sales and revenue per day over the last 30 days
 * (days in Argentine time, empty days included), students, and purchases waiting (the very
 * ones the purchases list shows under 'Pendientes').
 */
export async function salesStats(ctx: ServiceContext): Promise<AdminStats> {
  const { db } = ctx;
  const days = lastDays(ctx.now());
  const day = sql<string>`to_char(${salesByDay.day}, 'YYYY-MM-DD')`;
  const [perDay, [students], [pending], [review]] = await Promise.all([
    db
      .select({
        date: day,
        sales: sql<number>`sum(${salesByDay.sales})`.mapWith(Number),
        revenue: sql<number>`sum(${salesByDay.revenue})`.mapWith(Number),
      })
      .from(salesByDay)
      .where(gte(salesByDay.day, days[0]!))
      .groupBy(day),
    db
      .select({ total: count() })
      .from(users)
      .where(not(sql`'admin' = any(${users.roles})`)),
    db.select({ total: count() }).from(purchases).where(PURCHASE_FILTER_CONDITIONS.pending),
    db
      .select({ total: count() })
      .from(purchases)
      .where(and(isNotNull(purchases.reviewReason), isNull(purchases.approvedAt))),
  ]);
  const byDay = new Map(perDay.map((row) => [row.date, row]));
  const series: SalesDay[] = days.map((date) => ({
    date,
    sales: byDay.get(date)?.sales ?? 0,
    revenue: byDay.get(date)?.revenue ?? 0,
  }));
  return {
    days: series,
    totals: {
      sales: series.reduce((sum, entry) => sum + entry.sales, 0),
      revenue: series.reduce((sum, entry) => sum + entry.revenue, 0),
    },
    students: students?.total ?? 0,
    pendingPurchases: pending?.total ?? 0,
    needsReview: review?.total ?? 0,
  };
}
