import { and, asc, between, countDistinct, eq, gt, sql } from 'drizzle-orm';
import { addDays, argentineDay, daysBetween } from '../../../../shared/calendar-days';
import type { ServiceContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  taxCalendarYears,
  taxDueDates,
  taxRemindersSent,
  taxReminderSubscriptions,
} from '../../../db/schema';
import { startScheduledPass } from '../../../jobs/scheduled-pass';
import { sha256 } from '../../auth/secrets';
import { confirmedYears, dueDatesOfDigit } from '../due-date-store';
import { reminderMail } from './emails';
import { newReminderLink } from './links';
import type { SubscriptionRow } from './subscriptions';

/**
 * The most reminder mails handed to the outbox in any minute, across every instance: mail
 * providers throttle (or mark as spam) a site that sends thousands at once, as on the days
 * many dates fall due.
 */
export const REMINDER_MAILS_PER_MINUTE = 60;
export const TAX_REMINDERS_JOB = 'tax-reminder-mails';
const MINUTE_MS = 60_000;

/** A date as reminded: its obligation, period and day (a digit's subscription has one each). */
const remindedKey = (row: { obligation: string; period: string; date: string }) =>
  `${row.obligation} ${row.period} ${row.date}`;

/** The year of a day ('YYYY-MM-DD'). */
const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The subscriptions with a date to remind today (from today to `daysBefore` days ahead) that
 * they were not reminded of for its day, oldest first: the dates of their digit and
 * obligations, of a confirmed year. The same rule as `datesToRemind`, in one query for all.
 */
function subscriptionsDue(db: Db, today: string, limit: number) {
  return db
    .select({ id: taxReminderSubscriptions.id })
    .from(taxReminderSubscriptions)
    .where(
      sql`exists (select 1 from ${taxDueDates} d
        join ${taxCalendarYears} y on y.year = extract(year from d.due_date)::int
        where d.digits @> array["tax_reminder_subscriptions"."digit"]
          and d.obligation = any("tax_reminder_subscriptions"."obligations")
          and d.due_date between ${today}::date
            and ${today}::date + "tax_reminder_subscriptions"."days_before"
          and not exists (select 1 from ${taxRemindersSent} r
            where r.subscription_id = "tax_reminder_subscriptions"."id"
              and r.obligation = d.obligation and r.period = d.period
              and r.due_date = d.due_date))`,
    )
    .orderBy(asc(taxReminderSubscriptions.createdAt), asc(taxReminderSubscriptions.id))
    .limit(limit);
}

/** The dates of a subscription to remind today, nearest first (see `subscriptionsDue`). */
async function datesToRemind(tx: Db, subscription: SubscriptionRow, today: string) {
  const to = addDays(today, subscription.daysBefore);
  const years = new Set(await confirmedYears(tx));
  const reminded = await tx
    .select({
      obligation: taxRemindersSent.obligation,
      period: taxRemindersSent.period,
      date: taxRemindersSent.dueDate,
    })
    .from(taxRemindersSent)
    .where(
      and(
        eq(taxRemindersSent.subscriptionId, subscription.id),
        between(taxRemindersSent.dueDate, today, to),
      ),
    );
  const done = new Set(reminded.map(remindedKey));
  const dates = await dueDatesOfDigit(tx, {
    digit: subscription.digit,
    obligations: subscription.obligations,
    from: today,
    to,
  });
  return dates.filter((due) => years.has(yearOf(due.date)) && !done.has(remindedKey(due)));
}

/**
 * Queues one subscription's reminder of every date it is due, at most once: the dates are
 * marked in the transaction that writes the mail, and a date another instance marked first is
 * left to it. Answers the outbox row's id.
 */
async function queueOne(
  ctx: ServiceContext,
  id: string,
  today: string,
  now: Date,
): Promise<string | undefined> {
  return ctx.db.transaction(async (tx) => {
    // Held until the mail is written: an unsubscribe waits for it, and then ends the reminders.
    const [subscription] = await tx
      .select()
      .from(taxReminderSubscriptions)
      .where(eq(taxReminderSubscriptions.id, id))
      .for('update');
    if (!subscription) return undefined;
    const due = await datesToRemind(tx, subscription, today);
    if (due.length === 0) return undefined;
    const claimed = await tx
      .insert(taxRemindersSent)
      .values(
        due.map((date) => ({
          subscriptionId: id,
          obligation: date.obligation,
          period: date.period,
          dueDate: date.date,
          sentAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({
        obligation: taxRemindersSent.obligation,
        period: taxRemindersSent.period,
        date: taxRemindersSent.dueDate,
      });
    const mine = new Set(claimed.map(remindedKey));
    const dates = due.filter((date) => mine.has(remindedKey(date)));
    if (dates.length === 0) return undefined;
    const mail = reminderMail({
      to: subscription.email,
      digit: subscription.digit,
      dates: dates.map((date) => ({ ...date, daysLeft: daysBetween(today, date.date) })),
      appUrl: ctx.config.appUrl,
      unsubscribe: await newReminderLink(tx, {
        subscriptionId: id,
        appUrl: ctx.config.appUrl,
        now,
      }),
    });
    const key = `tax-reminder:${id}:${sha256([...mine].sort().join(','))}`;
    return ctx.mail.queue(tx, mail, { key });
  });
}

/**
 * One pass: queues the reminders due at the Argentine today, as many as the pace allows (the
 * reminders queued in the last minute count against it, whoever queued them). One instance at
 * a time. Answers how many mails were queued.
 */
export async function sendDueReminders(
  ctx: ServiceContext,
  perMinute = REMINDER_MAILS_PER_MINUTE,
): Promise<number> {
  return ctx.withLock(TAX_REMINDERS_JOB, async () => {
    const now = ctx.now();
    const today = argentineDay(now);
    // A mail's dates are marked with one instant: the mails of the last minute, by their marks.
    const [recent] = await ctx.db
      .select({
        mails: countDistinct(sql`(${taxRemindersSent.subscriptionId}, ${taxRemindersSent.sentAt})`),
      })
      .from(taxRemindersSent)
      .where(gt(taxRemindersSent.sentAt, new Date(now.getTime() - MINUTE_MS)));
    const budget = perMinute - (recent?.mails ?? 0);
    if (budget <= 0) return 0;
    const ids: (string | undefined)[] = [];
    for (const { id } of await subscriptionsDue(ctx.db, today, budget)) {
      ids.push(await queueOne(ctx, id, today, now));
    }
    await ctx.mail.deliver(ids);
    return ids.filter((id) => id !== undefined).length;
  });
}

/**
 * The reminders through the durable job queue: a pass every minute on one instance (so a day
 * of many reminders goes on minute by minute at the pace), and one at start.
 */
export const startTaxReminders = (ctx: ServiceContext) =>
  startScheduledPass(ctx, {
    name: TAX_REMINDERS_JOB,
    cron: '* * * * *',
    pass: () => sendDueReminders(ctx),
  });
