import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { courseViews, courseViewSalts } from '../../db/schema';
import { sha256 } from '../auth/secrets';
import { isBot } from './bots';
import { argentineDay } from './calendar';

/**
 * How many visitors (browsers) one address may add to a course's page in a day: an office or a
 * family behind one address counts as a few people, a script changing its User-Agent as no more.
 */
export const VISITORS_PER_ADDRESS = 5;

export type CourseView = { courseId: number; address: string; userAgent: string | undefined };

/** Today's salt per database, kept in the process once read (every instance reads the same). */
const cachedSalts = new WeakMap<ServiceContext['db'], { day: string; salt: string }>();

/**
 * The day's random salt of the visitor hashes, made by the first view of the day. The salts of
 * the days before are deleted then: without them, a hash cannot be tied to an address.
 */
async function saltOf(ctx: ServiceContext, day: string): Promise<string> {
  const cached = cachedSalts.get(ctx.db);
  if (cached?.day === day) return cached.salt;
  const [created] = await ctx.db
    .insert(courseViewSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ salt: courseViewSalts.salt });
  if (created) await ctx.db.delete(courseViewSalts).where(lt(courseViewSalts.day, day));
  const [row] = created
    ? [created]
    : await ctx.db
        .select({ salt: courseViewSalts.salt })
        .from(courseViewSalts)
        .where(eq(courseViewSalts.day, day));
  if (!row) throw new Error(`no course view salt for ${day}`);
  cachedSalts.set(ctx.db, { day, salt: row.salt });
  return row.salt;
}

/**
 * Counts a look at a visible course's page for the sales funnel: once per visitor (address and
 * browser), course and Argentine day, at most VISITORS_PER_ADDRESS visitors per address, never
 * for programs (search engines, previews, scripts). Keeps neither the address nor the browser:
 * only their hashes with the day's salt. Answers whether this call counted one.
 */
export async function recordCourseView(ctx: ServiceContext, view: CourseView): Promise<boolean> {
  if (isBot(view.userAgent)) return false;
  const visible = await ctx.catalogue.list();
  if (!visible.some((course) => course.id === view.courseId)) return false;
  const day = argentineDay(ctx.now());
  const salt = await saltOf(ctx, day);
  const addressHash = sha256(`${salt}:${view.address}`);
  const visitorHash = sha256(`${salt}:${view.address}:${view.userAgent}`);
  const sameAddress = ctx.db
    .select({ n: sql`1` })
    .from(courseViews)
    .where(
      and(
        eq(courseViews.day, day),
        eq(courseViews.courseId, view.courseId),
        eq(courseViews.addressHash, addressHash),
      ),
    )
    .limit(VISITORS_PER_ADDRESS);
  const inserted = await ctx.db
    .insert(courseViews)
    .select(
      sql`select ${day}::date, ${view.courseId}::int, ${visitorHash}, ${addressHash}
        where (select count(*) from (${sameAddress}) as same_address) < ${VISITORS_PER_ADDRESS}`,
    )
    .onConflictDoNothing()
    .returning({ day: courseViews.day });
  return inserted.length > 0;
}
