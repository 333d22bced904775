import { eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../context';
import { mailOptOuts, unsubscribeLinks } from '../../db/schema';
import { sha256 } from '../auth/secrets';

/** The account an unsubscribe link was sent to; undefined for a link no mail carried. */
export async function linkOwner(ctx: ServiceContext, token: string): Promise<string | undefined> {
  const [link] = await ctx.db
    .select({ userId: unsubscribeLinks.userId })
    .from(unsubscribeLinks)
    .where(eq(unsubscribeLinks.tokenHash, sha256(token)));
  return link?.userId;
}

/**
 * Unsubscribes the person an unsubscribe link was sent to from every marketing mail
 * (announcements and checkout reminders), at once. Doing it twice changes nothing. Answers
 * false for a link no mail carried.
 */
export async function unsubscribeByToken(ctx: ServiceContext, token: string): Promise<boolean> {
  const userId = await linkOwner(ctx, token);
  if (!userId) return false;
  await ctx.db.insert(mailOptOuts).values({ userId, createdAt: ctx.now() }).onConflictDoNothing();
  return true;
}

/**
 * The condition 'the account in `userId` still takes marketing mail', for a query's where (the
 * opt-outs aliased: a query of one table prints its columns bare).
 */
export const takesMarketingMail = (userId: PgColumn | SQL): SQL =>
  notExists(sql`(select 1 from ${mailOptOuts} o where o.user_id = ${userId})`);
