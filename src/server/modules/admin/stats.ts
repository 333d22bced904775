import { and, count, gte, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { purchases, salesByDay, users } from '../../db/schema';
import { bookingCounts } from '../consultations/booking-counts';
import { argentineDay, startOfDay } from '../reports/calendar';
import { PURCHASE_FILTER_CONDITIONS } from './purchases-list';
import type { SaleKind } from '../../../shared/report-labels';
import type { AdminStats, SalesDay } from '../../../shared/responses/admin';
import { roundToCents } from '../../../shared/money';

export const STATS_DAYS = 30;
/** The last `STATS_DAYS` calendar days in Argentina, oldest first, ending today. */
function lastDays(now: Date): string[] {
  return Array.from({ length: STATS_DAYS }, (_, i) =>
    argentineDay(new Date(now.getTime() - (STATS_DAYS - 1 - i) * 24 * 60 * 60 * 1000)),
  );
}

/**
 * What the owner looks at first: approved sales and revenue per day over the last 30 days
 * (days in Argentine time, empty days included), courses and consultations apart, students,
 * and purchases waiting (the very ones the purchases list shows under 'Pendientes').
 */
export async function salesStats(ctx: ServiceContext): Promise<AdminStats> {
  const { db } = ctx;
  const days = lastDays(ctx.now());
  const day = sql<string>`to_char(${salesByDay.day}, 'YYYY-MM-DD')`;
  const [perDay, booked, [students], [pending], [review]] = await Promise.all([
    db
      .select({
        date: day,
        kind: salesByDay.kind,
        sales: sql<number>`sum(${salesByDay.sales})`.mapWith(Number),
        revenue: sql<number>`sum(${salesByDay.revenue})`.mapWith(Number),
      })
      .from(salesByDay)
      .where(gte(salesByDay.day, days[0]!))
      .groupBy(day, salesByDay.kind),
    bookingCounts(db, startOfDay(days[0]!), ctx.now()),
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
  const series: SalesDay[] = days.map((date) => {
    const sold = perDay.filter((row) => row.date === date);
    return {
      date,
      sales: sold.reduce((sum, row) => sum + row.sales, 0),
      revenue: roundToCents(sold.reduce((sum, row) => sum + row.revenue, 0)),
    };
  });
  const ofKind = (kind: SaleKind) => {
    const sold = perDay.filter((row) => row.kind === kind);
    return {
      sales: sold.reduce((sum, row) => sum + row.sales, 0),
      revenue: roundToCents(sold.reduce((sum, row) => sum + row.revenue, 0)),
    };
  };
  const consultations = ofKind('consultation');
  return {
    days: series,
    totals: {
      sales: series.reduce((sum, entry) => sum + entry.sales, 0),
      revenue: roundToCents(series.reduce((sum, entry) => sum + entry.revenue, 0)),
    },
    courses: ofKind('course'),
    consultations: {
      booked: booked.booked,
      paid: consultations.sales,
      revenue: consultations.revenue,
      upcoming: booked.upcoming,
    },
    students: students?.total ?? 0,
    pendingPurchases: pending?.total ?? 0,
    needsReview: review?.total ?? 0,
  };
}
