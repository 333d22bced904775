import { and, asc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { startScheduledPass } from '../../jobs/scheduled-pass';
import { announcementRecipients, announcements, users } from '../../db/schema';
import { newUnsubscribeLink } from '../unsubscribe/links';
import { announcementMail } from './emails';
import { stillTakesAnnouncements } from './recipients';

/**
 * The most announcement mails handed to the outbox in any minute, across every announcement and
 * instance: mail providers throttle (or mark as spam) a site that sends thousands at once.
 */
export const ANNOUNCEMENT_MAILS_PER_MINUTE = 60;
export const ANNOUNCEMENT_JOB = 'announcement-mails';
const MINUTE_MS = 60_000;

type Due = {
  announcementId: string;
  userId: string;
  subject: string;
  body: string;
  courseTitle: string | null;
  email: string;
  name: string;
};

/**
 * Queues one recipient's mail, at most once: the row is marked in the transaction that writes
 * the mail (a restart or a second instance finds it marked). A person who unsubscribed (or was
 * blocked) since the announcement was written is passed over. Answers the outbox row's id.
 */
async function queueOne(ctx: ServiceContext, due: Due, now: Date): Promise<string | undefined> {
  return ctx.db.transaction(async (tx) => {
    const mine = and(
      eq(announcementRecipients.announcementId, due.announcementId),
      eq(announcementRecipients.userId, due.userId),
      isNull(announcementRecipients.sentAt),
      isNull(announcementRecipients.skippedAt),
    );
    const wanted = await stillTakesAnnouncements(tx, due.userId);
    const [claimed] = await tx
      .update(announcementRecipients)
      .set(wanted ? { sentAt: now } : { skippedAt: now })
      .where(mine)
      .returning({ userId: announcementRecipients.userId });
    if (!claimed || !wanted) return undefined;
    const mail = announcementMail({
      to: due.email,
      name: due.name,
      subject: due.subject,
      body: due.body,
      courseTitle: due.courseTitle,
      unsubscribe: await newUnsubscribeLink(tx, {
        userId: due.userId,
        appUrl: ctx.config.appUrl,
        now,
      }),
    });
    return ctx.mail.queue(tx, mail, { key: `announcement:${due.announcementId}:${due.userId}` });
  });
}

/**
 * One pass: hands the next recipients' mails to the outbox, as many as the pace allows (the
 * mails handed over in the last minute count against it, whoever sent them), oldest
 * announcement first, and marks the announcements with no one left as sent. One instance at a
 * time. Answers how many mails were queued.
 */
export async function sendDueAnnouncementMails(
  ctx: ServiceContext,
  perMinute = ANNOUNCEMENT_MAILS_PER_MINUTE,
): Promise<number> {
  return ctx.withLock(ANNOUNCEMENT_JOB, async () => {
    const now = ctx.now();
    const [recent] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(announcementRecipients)
      .where(gt(announcementRecipients.sentAt, new Date(now.getTime() - MINUTE_MS)));
    const budget = perMinute - (recent?.count ?? 0);
    const ids: (string | undefined)[] = [];
    if (budget > 0) {
      const due = await ctx.db
        .select({
          announcementId: announcementRecipients.announcementId,
          userId: announcementRecipients.userId,
          subject: announcements.subject,
          body: announcements.body,
          courseTitle: announcements.courseTitle,
          email: users.email,
          name: users.name,
        })
        .from(announcementRecipients)
        .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
        .innerJoin(users, eq(users.id, announcementRecipients.userId))
        .where(and(isNull(announcementRecipients.sentAt), isNull(announcementRecipients.skippedAt)))
        .orderBy(asc(announcements.createdAt), asc(announcementRecipients.userId))
        .limit(budget);
      for (const row of due) ids.push(await queueOne(ctx, row, now));
    }
    await ctx.db
      .update(announcements)
      .set({ finishedAt: now })
      .where(
        and(
          isNull(announcements.finishedAt),
          notExists(
            sql`(select 1 from ${announcementRecipients} r where r.announcement_id = "announcements"."id" and r.sent_at is null and r.skipped_at is null)`,
          ),
        ),
      );
    await ctx.mail.deliver(ids);
    return ids.filter((id) => id !== undefined).length;
  });
}

/**
 * The announcements' sender through the durable job queue: a pass every minute on one instance
 * (so an announcement larger than the pace goes on minute by minute, and one an instance left
 * half sent goes on after a restart), a pass when one is written, and one at start.
 */
export const startAnnouncementDelivery = (ctx: ServiceContext) =>
  startScheduledPass(ctx, {
    name: ANNOUNCEMENT_JOB,
    cron: '* * * * *',
    pass: () => sendDueAnnouncementMails(ctx),
  });
