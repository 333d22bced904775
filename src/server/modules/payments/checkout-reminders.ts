import {
  and,
  asc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { startScheduledPass } from '../../jobs/scheduled-pass';
import {
  checkoutReminders,
  courses,
  enrollments,
  mailOutbox,
  purchases,
  users,
} from '../../db/schema';
import { newUnsubscribeLink } from '../unsubscribe/links';
import { takesMarketingMail } from '../unsubscribe/opt-outs';
import { lockPurchase } from './buyer-lock';
import { CHECKOUT_TTL_MS } from './open-checkout';
import { checkoutReminderEmail } from './reminder-email';

/** A checkout without a payment this long gets its reminder. */
export const REMINDER_AFTER_MS = 2 * 60 * 60 * 1000;
/** A buyer reminded of a course is not reminded of it again for this long (a new checkout). */
export const REMINDER_QUIET_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A payment of the course by the reminded buyer within this long of the reminder counts as
 * recovered by it (see settleReminders).
 */
export const RECOVERY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const REMINDER_JOB = 'checkout-reminders';
const BATCH = 50;

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * Checkouts the reminder is due for: never paid (not a real payment waiting to be credited),
 * two hours old, still payable, by an account, and without a reminder yet.
 */
function due(now: Date) {
  return and(
    eq(purchases.status, 'pending'),
    isNull(purchases.paymentId),
    isNotNull(purchases.userId),
    isNotNull(purchases.courseId),
    lte(purchases.createdAt, new Date(now.getTime() - REMINDER_AFTER_MS)),
    gt(purchases.createdAt, new Date(now.getTime() - CHECKOUT_TTL_MS)),
    // Named in full: a select from one table would print the column bare.
    notExists(sql`(select 1 from ${checkoutReminders} r where r.purchase_id = "purchases"."id")`),
  );
}

/**
 * Whether the buyer of this checkout is still to be reminded, read in the transaction that
 * sends it: not unsubscribed from marketing mail, not blocked, the course still on sale and not theirs, no payment of
 * it waiting or approved, and no reminder of it lately.
 */
async function stillWanted(tx: Db, purchase: PurchaseRow, now: Date): Promise<boolean> {
  const { userId, courseId } = purchase;
  if (!userId || !courseId) return false;
  if (purchase.status !== 'pending' || purchase.paymentId !== null) return false;
  if (purchase.createdAt.getTime() > now.getTime() - REMINDER_AFTER_MS) return false;
  const none = (table: PgTable, where: SQL | undefined) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(where),
    );
  const [wanted] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(courses, eq(courses.id, courseId))
    .where(
      and(
        eq(users.id, userId),
        isNull(users.blockedAt),
        eq(courses.visibility, true),
        takesMarketingMail(users.id),
        none(enrollments, and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId))),
        none(
          purchases,
          and(
            eq(purchases.userId, userId),
            eq(purchases.courseId, courseId),
            sql`(${purchases.status} = 'approved' or (${purchases.status} = 'pending' and ${purchases.paymentId} is not null))`,
          ),
        ),
        none(
          checkoutReminders,
          and(
            eq(checkoutReminders.userId, userId),
            eq(checkoutReminders.courseId, courseId),
            gt(checkoutReminders.sentAt, new Date(now.getTime() - REMINDER_QUIET_MS)),
          ),
        ),
      ),
    );
  return wanted !== undefined;
}

/**
 * Sends the reminder of one checkout, at most once: on the locked checkout (a payment applied
 * meanwhile waits, or is seen), the rules read again, the reminder row and its mail written in
 * one transaction. Answers whether a reminder was queued.
 */
async function remind(ctx: ServiceContext, candidate: Pick<PurchaseRow, 'id' | 'provider'>) {
  const now = ctx.now();
  const mailId = await ctx.db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, candidate.id, candidate.provider);
    if (!purchase || !(await stillWanted(tx, purchase, now))) return undefined;
    const [buyer] = await tx.select().from(users).where(eq(users.id, purchase.userId!));
    if (!buyer) return undefined;
    const [written] = await tx
      .insert(checkoutReminders)
      .values({
        purchaseId: purchase.id,
        userId: buyer.id,
        courseId: purchase.courseId!,
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ purchaseId: checkoutReminders.purchaseId });
    if (!written) return undefined;
    const message = checkoutReminderEmail({
      to: buyer.email,
      name: buyer.name,
      course: { id: purchase.courseId!, slug: purchase.courseSlug, title: purchase.courseTitle },
      unsubscribe: await newUnsubscribeLink(tx, {
        userId: buyer.id,
        appUrl: ctx.config.appUrl,
        now,
      }),
      appUrl: ctx.config.appUrl,
    });
    return ctx.mail.queue(tx, message, { key: reminderMailKey(purchase.id) });
  });
  if (mailId === undefined) return false;
  void ctx.mail.deliver([mailId]);
  return true;
}

/**
 * One pass: the reminder of every checkout due for one. Several instances may run it at once;
 * each checkout still gets one reminder. Reads `batch` checkouts at a time. Answers how many
 * were sent.
 */
export async function remindUnpaidCheckouts(ctx: ServiceContext, batch = BATCH): Promise<number> {
  let sent = 0;
  // Checkouts passed over (opted out, bought meanwhile…) stay due: the pass pages on by
  // (created_at, id) instead of reading them again.
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const candidates = await ctx.db
      .select({ id: purchases.id, provider: purchases.provider, createdAt: purchases.createdAt })
      .from(purchases)
      .where(
        and(
          due(ctx.now()),
          after
            ? sql`(${purchases.createdAt}, ${purchases.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(purchases.createdAt), asc(purchases.id))
      .limit(batch);
    for (const candidate of candidates) if (await remind(ctx, candidate)) sent += 1;
    after = candidates.at(-1);
    if (candidates.length < batch) return sent;
  }
}

/** The outbox key of a checkout's reminder mail (one per checkout), and the same in SQL. */
const reminderMailKey = (purchaseId: string) => `checkout-reminder:${purchaseId}`;
const reminderMailKeyOf = (purchaseId: SQL) =>
  sql`${reminderMailKey('')}::text || ${purchaseId}::text`;

/**
 * What a paid course does to the buyer's reminders of it, in the transaction that approves the
 * payment. A reminder whose mail left (the outbox's `sent_at`) before `paidAt`, and at most
 * RECOVERY_WINDOW_MS before, is marked as having recovered this purchase. A reminder mail still
 * waiting in the outbox (the mail server refused it so far) is called off: it would arrive
 * after the purchase.
 */
export async function settleReminders(tx: Db, purchase: PurchaseRow, paidAt: Date): Promise<void> {
  const { userId, courseId } = purchase;
  if (!userId || !courseId) return;
  const ofBuyer = and(
    eq(checkoutReminders.userId, userId),
    eq(checkoutReminders.courseId, courseId),
  );
  await tx
    .update(checkoutReminders)
    .set({ recoveredPurchaseId: purchase.id, recoveredAt: paidAt })
    .where(
      and(
        ofBuyer,
        isNull(checkoutReminders.recoveredPurchaseId),
        gt(checkoutReminders.sentAt, new Date(paidAt.getTime() - RECOVERY_WINDOW_MS)),
        exists(
          tx
            .select({ one: sql`1` })
            .from(mailOutbox)
            .where(
              and(
                // Named in full: the update's own table, which drizzle would print bare.
                eq(
                  mailOutbox.dedupeKey,
                  reminderMailKeyOf(sql`"checkout_reminders"."purchase_id"`),
                ),
                lte(mailOutbox.sentAt, paidAt),
              ),
            ),
        ),
      ),
    );
  await tx
    .update(mailOutbox)
    .set({ failedAt: paidAt, lastError: 'No se envió: el curso ya se pagó.' })
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        inArray(
          mailOutbox.dedupeKey,
          tx
            .select({ key: reminderMailKeyOf(sql`${checkoutReminders.purchaseId}`) })
            .from(checkoutReminders)
            .where(ofBuyer),
        ),
      ),
    );
}

/** The reminders' pass through the durable job queue: every ten minutes on one instance, and at start. */
export const startCheckoutReminders = (ctx: ServiceContext) =>
  startScheduledPass(ctx, {
    name: REMINDER_JOB,
    cron: '*/10 * * * *',
    pass: () => remindUnpaidCheckouts(ctx),
  });
