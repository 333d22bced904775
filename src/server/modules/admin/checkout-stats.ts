import { count, gte } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { checkoutReminders, purchases } from '../../db/schema';
import type { CheckoutStats } from '../../../shared/responses/admin';
import { STATS_DAYS } from './stats';

/**
 * What the reminders do for sales over the last STATS_DAYS days, each figure by when it
 * happened: checkouts opened, checkouts paid (approved, even if refunded later), reminders
 * sent, and payments made after a reminder (see markRecovered).
 */
export async function checkoutStats(ctx: ServiceContext): Promise<CheckoutStats> {
  const since = new Date(ctx.now().getTime() - STATS_DAYS * 24 * 60 * 60 * 1000);
  const total = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
  const [started, paid, reminded, recovered] = await Promise.all([
    total(ctx.db.select({ total: count() }).from(purchases).where(gte(purchases.createdAt, since))),
    total(
      ctx.db.select({ total: count() }).from(purchases).where(gte(purchases.approvedAt, since)),
    ),
    total(
      ctx.db
        .select({ total: count() })
        .from(checkoutReminders)
        .where(gte(checkoutReminders.sentAt, since)),
    ),
    total(
      ctx.db
        .select({ total: count() })
        .from(checkoutReminders)
        .where(gte(checkoutReminders.recoveredAt, since)),
    ),
  ]);
  return { days: STATS_DAYS, started, paid, reminded, recovered };
}
