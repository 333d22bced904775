import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { roundToCents } from '../../../shared/money';
import type { AdminSubscriptions } from '../../../shared/responses/plan-subscription';
import type { ServiceContext } from '../../context';
import { planSubscriptions, purchases, users } from '../../db/schema';
import { argentine, lastMonths, startOfDay } from '../reports/calendar';

const MONTHS = 12;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The panel's view of the plan: every subscription that was authorized (newest first) with its
 * payments, the MRR (the monthly price of those that will charge again), and each of the last
 * twelve months' new subscriptions, cancellations and revenue.
 */
export async function adminSubscriptions(ctx: ServiceContext): Promise<AdminSubscriptions> {
  const months = lastMonths(ctx.now(), MONTHS);
  const since = startOfDay(`${months[0]}-01`);
  const paid = sql<number>`(select count(*)::int from ${purchases} p
    where p.plan_subscription_id = ${planSubscriptions.id} and p.status = 'approved')`;
  const paidSum = sql<number>`(select coalesce(sum(p.amount), 0)::float from ${purchases} p
    where p.plan_subscription_id = ${planSubscriptions.id} and p.status = 'approved')`;
  const [rows, started, cancelled, revenue] = await Promise.all([
    ctx.db
      .select({
        subscription: planSubscriptions,
        name: sql<string>`coalesce(${users.name} || ' ' || ${users.lastname}, ${planSubscriptions.payerName} || ' ' || ${planSubscriptions.payerLastname})`,
        email: sql<string>`coalesce(${users.email}, ${planSubscriptions.payerEmail})`,
        payments: paid,
        paid: paidSum,
      })
      .from(planSubscriptions)
      .leftJoin(users, eq(users.id, planSubscriptions.userId))
      .where(isNotNull(planSubscriptions.authorizedAt))
      .orderBy(desc(planSubscriptions.authorizedAt)),
    perMonth(ctx, planSubscriptions.authorizedAt, since),
    perMonth(ctx, planSubscriptions.cancelledAt, since),
    ctx.db
      .select({
        month: argentine(purchases.approvedAt, 'YYYY-MM'),
        revenue: sql<number>`sum(${purchases.amount})::float`,
      })
      .from(purchases)
      .where(
        and(
          isNotNull(purchases.planSubscriptionId),
          eq(purchases.status, 'approved'),
          gte(purchases.approvedAt, since),
        ),
      )
      .groupBy(argentine(purchases.approvedAt, 'YYYY-MM')),
  ]);
  const count = (status: string) => rows.filter((row) => row.subscription.status === status).length;
  const charging = rows.filter((row) => row.subscription.status === 'active');
  const revenueOf = new Map(revenue.map((row) => [row.month, row.revenue]));
  return {
    mrr: roundToCents(charging.reduce((sum, row) => sum + row.subscription.monthlyPrice, 0)),
    active: count('active'),
    paused: count('paused'),
    cancelling: count('cancelled'),
    months: months.map((month) => ({
      month,
      started: started.get(month) ?? 0,
      cancelled: cancelled.get(month) ?? 0,
      revenue: roundToCents(revenueOf.get(month) ?? 0),
    })),
    subscribers: rows.map(({ subscription, name, email, payments, paid: total }) => ({
      id: subscription.id,
      name,
      email,
      status: subscription.status,
      monthlyPrice: subscription.monthlyPrice,
      startedAt: iso(subscription.authorizedAt),
      accessUntil: iso(subscription.paidUntil),
      nextPaymentDate: subscription.status === 'active' ? iso(subscription.nextPaymentAt) : null,
      paymentFailedAt: iso(subscription.paymentFailedAt),
      cancelledAt: iso(subscription.cancelledAt),
      payments,
      paid: roundToCents(total),
    })),
  };
}

/** How many subscriptions have `column` in each Argentine month since `since`. */
async function perMonth(
  ctx: ServiceContext,
  column: typeof planSubscriptions.authorizedAt | typeof planSubscriptions.cancelledAt,
  since: Date,
): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ month: argentine(column, 'YYYY-MM'), count: sql<number>`count(*)::int` })
    .from(planSubscriptions)
    .where(gte(column, since))
    .groupBy(argentine(column, 'YYYY-MM'));
  return new Map(rows.map((row) => [row.month, row.count]));
}
