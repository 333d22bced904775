import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import { argentineDay } from '../../../shared/calendar-days';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import {
  courseModules,
  courses,
  courseUnits,
  enrollments,
  unitReleaseNotices,
  users,
} from '../../db/schema';
import { startScheduledPass } from '../../jobs/scheduled-pass';
import { newUnsubscribeLink } from '../unsubscribe/links';
import { takesMarketingMail } from '../unsubscribe/opt-outs';
import { unitOpenedEmail } from './unit-opened-email';

export const UNIT_NOTICES_JOB = 'unit-opened-notices';
const BATCH = 100;
/**
 * Only a unit that opened this recently is announced: a date set in the past, or a pass that
 * did not run for days, must not mail students about units long open.
 */
export const NOTICE_WINDOW_DAYS = 3;

/** The Argentine day of the enrolment, in SQL. */
const enrolmentDay = sql`(${enrollments.createdAt} at time zone 'America/Argentina/Buenos_Aires')::date`;
/** The day the unit opens for the enrolment (unit-release.ts's `opensOn`, in SQL); null for none. */
const openingDay = sql`coalesce(${courseUnits.releaseDate}, ${enrolmentDay} + ${courseUnits.releaseAfterDays})`;

/**
 * The units that opened for a student by `today`, in the last NOTICE_WINDOW_DAYS, and were not
 * open on the day they enrolled (drip release), that they were not told of: for a student who owns the course, is not blocked
 * and still takes marketing mail, and units with a lesson to go to. `only` narrows it to one
 * student's unit (read again in the transaction that tells them).
 */
function openedUnits(db: Db, today: string, only?: { userId: string; unitId: number }) {
  const firstModuleId = sql<number>`(select m.id from ${courseModules} m
    where m.unit_id = ${courseUnits.id} order by m.position, m.id limit 1)`;
  return db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      unitId: courseUnits.id,
      unitTitle: courseUnits.title,
      unitPosition: courseUnits.position,
      course: { id: courses.id, slug: courses.slug, title: courses.title },
      firstModuleId,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(courseUnits, eq(courseUnits.courseId, enrollments.courseId))
    .where(
      and(
        only && eq(enrollments.userId, only.userId),
        only && eq(courseUnits.id, only.unitId),
        isNull(users.blockedAt),
        takesMarketingMail(users.id),
        sql`${openingDay} <= ${today}::date and ${openingDay} > ${enrolmentDay}`,
        sql`${openingDay} > ${today}::date - ${NOTICE_WINDOW_DAYS}::int`,
        exists(
          db
            .select({ one: sql`1` })
            .from(courseModules)
            .where(eq(courseModules.unitId, courseUnits.id)),
        ),
        sql`not exists (select 1 from ${unitReleaseNotices} n
          where n.user_id = ${enrollments.userId} and n.unit_id = ${courseUnits.id})`,
      ),
    )
    .orderBy(asc(enrollments.createdAt), asc(enrollments.userId), asc(courseUnits.position));
}

type Opened = Awaited<ReturnType<typeof openedUnits>>[number];

/**
 * Tells one student of one unit, at most once: the notice and its mail are written in one
 * transaction, after the rules are read again. Answers the outbox row's id.
 */
async function tellOne(ctx: ServiceContext, candidate: Opened, today: string, now: Date) {
  const only = { userId: candidate.userId, unitId: candidate.unitId };
  return ctx.db.transaction(async (tx) => {
    const [opened] = await openedUnits(tx, today, only);
    if (!opened) return undefined;
    const [noticed] = await tx
      .insert(unitReleaseNotices)
      .values({ ...only, createdAt: now })
      .onConflictDoNothing()
      .returning({ unitId: unitReleaseNotices.unitId });
    if (!noticed) return undefined;
    const { appUrl } = ctx.config;
    const message = unitOpenedEmail({
      to: opened.email,
      name: opened.name,
      opened: {
        course: opened.course,
        unit: { number: opened.unitPosition + 1, title: opened.unitTitle },
        firstModuleId: opened.firstModuleId,
      },
      unsubscribe: await newUnsubscribeLink(tx, { userId: opened.userId, appUrl, now }),
      appUrl,
    });
    return ctx.mail.queue(tx, message, { key: `unit-opened:${only.userId}:${only.unitId}` });
  });
}

/**
 * One pass: the e-mail of every unit that opened for a student (drip release) and that they
 * were not told of, on the Argentine today of the application's clock. One instance at a time.
 * Answers how many mails were queued.
 */
export async function sendUnitOpenedNotices(ctx: ServiceContext): Promise<number> {
  return ctx.withLock(UNIT_NOTICES_JOB, async () => {
    const now = ctx.now();
    const today = argentineDay(now);
    let queued = 0;
    for (;;) {
      const candidates = await openedUnits(ctx.db, today).limit(BATCH);
      const ids: (string | undefined)[] = [];
      for (const candidate of candidates) ids.push(await tellOne(ctx, candidate, today, now));
      await ctx.mail.deliver(ids);
      queued += ids.filter((id) => id !== undefined).length;
      if (candidates.length < BATCH) return queued;
    }
  });
}

/** The notices through the durable job queue: a pass every quarter hour on one instance, and one at start. */
export const startUnitOpenedNotices = (ctx: ServiceContext) =>
  startScheduledPass(ctx, {
    name: UNIT_NOTICES_JOB,
    cron: '*/15 * * * *',
    pass: () => sendUnitOpenedNotices(ctx),
  });
