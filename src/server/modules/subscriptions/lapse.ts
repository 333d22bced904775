import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { PLAN_GRACE_DAYS } from '../../../shared/plan-subscription';
import type { ServiceContext } from '../../context';
import { planSubscriptions } from '../../db/schema';
import { startScheduledPass } from '../../jobs/scheduled-pass';
import { grantPlanCourses, revokePlanCourses } from '../enrollments/service';
import { opensCourses } from './access';
import { planPausedEmail } from './emails';
import { lockSubscription, updateSubscription } from './store';

export const PLAN_LAPSE_JOB = 'plan-subscriptions-lapse';

/**
 * Subscriptions whose access may have run out by `now`: active ones past the period paid and
 * its grace, and cancelled ones past their period (each is checked again once locked).
 */
async function lapsing(ctx: ServiceContext, now: Date): Promise<string[]> {
  const graceStart = new Date(now.getTime() - PLAN_GRACE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await ctx.db
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(
      or(
        and(
          eq(planSubscriptions.status, 'active'),
          lte(
            sql`coalesce(${planSubscriptions.paidUntil}, ${planSubscriptions.authorizedAt})`,
            graceStart,
          ),
        ),
        and(
          eq(planSubscriptions.status, 'cancelled'),
          or(isNull(planSubscriptions.paidUntil), lte(planSubscriptions.paidUntil, now)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Pauses one subscription whose grace ran out, or ends one whose cancelled period did. */
async function lapse(ctx: ServiceContext, id: string, now: Date): Promise<void> {
  const mailId = await ctx.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, id);
    if (!subscription || opensCourses(subscription, now)) return undefined;
    if (subscription.status === 'cancelled') {
      await updateSubscription(tx, id, { status: 'ended', endedAt: now, updatedAt: now });
      await revokePlanCourses(tx, id);
      return undefined;
    }
    if (subscription.status !== 'active') return undefined;
    await updateSubscription(tx, id, { status: 'paused', updatedAt: now });
    await revokePlanCourses(tx, id);
    const mail = planPausedEmail({
      to: subscription.payerEmail,
      name: subscription.payerName,
      appUrl: ctx.config.appUrl,
    });
    const key = `plan-paused:${id}:${subscription.paidUntil?.getTime() ?? 0}`;
    return ctx.mail.queue(tx, mail, { key });
  });
  if (mailId) void ctx.mail.deliver([mailId]);
}

/**
 * The plan's pass: pauses subscriptions unpaid past their grace, ends cancelled ones whose
 * period is over, and opens courses published since to every subscriber with access.
 */
export async function lapseSubscriptions(ctx: ServiceContext): Promise<void> {
  const now = ctx.now();
  for (const id of await lapsing(ctx, now)) await lapse(ctx, id, now);
  await grantPlanCourses(ctx.db, { now });
}

/** The pass through the durable job queue, every quarter hour on one instance, and one at start. */
export const startPlanLapses = (ctx: ServiceContext) =>
  startScheduledPass(ctx, {
    name: PLAN_LAPSE_JOB,
    cron: '*/15 * * * *',
    pass: () => lapseSubscriptions(ctx),
  });
