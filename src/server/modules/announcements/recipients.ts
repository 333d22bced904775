import { and, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrollments, users } from '../../db/schema';
import { takesMarketingMail } from '../unsubscribe/opt-outs';

/**
 * Who an announcement goes to: the accounts that own the course (an enrollment, bought or
 * given), or for every student (`courseId` null) the accounts that own at least one course;
 * never a blocked account, never one that unsubscribed from marketing mail.
 */
export function recipientCondition(courseId: number | null): SQL {
  // Named in full: a select from one table would print the column bare.
  const userId = sql`"users"."id"`;
  const owns = exists(
    sql`(select 1 from ${enrollments} e where e.user_id = ${userId}${
      courseId === null ? sql`` : sql` and e.course_id = ${courseId}`
    })`,
  );
  return and(owns, isNull(users.blockedAt), takesMarketingMail(userId))!;
}

export async function recipientIds(db: Db, courseId: number | null): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(recipientCondition(courseId));
  return rows.map((row) => row.id);
}

export async function countRecipients(db: Db, courseId: number | null): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(recipientCondition(courseId));
  return row?.count ?? 0;
}

/** Whether this account may still get an announcement now (not blocked, not unsubscribed). */
export async function stillTakesAnnouncements(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), isNull(users.blockedAt), takesMarketingMail(sql`"users"."id"`)),
    );
  return row !== undefined;
}
