import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, enrollments, planSubscriptions, users } from '../../db/schema';

/*
 * The one owner of who has which course. Payments grant and revoke through here, the admin
 * panel too; every other module reads ownership through these functions. They take a `Db`
 * so that a caller can run them inside its own transaction.
 */

/**
 * The ownership rule, in one place: the enrolments of the user, unless an admin blocked them.
 * A placeholder for the user when a prepared statement of another module asks it.
 */
export const ownedBy = (userId: string | Placeholder) =>
  and(
    eq(enrollments.userId, userId),
    sql`not exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.blockedAt} is not null)`,
  );

/**
 * Gives the course to the user for good; `true` when it was not theirs before, or was theirs only
 * through the 'Plan Contador' (granting twice is a no-op).
 */
export async function grantCourse(
  db: Db,
  grant: { userId: string; courseId: number; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(enrollments)
    .values({ userId: grant.userId, courseId: grant.courseId, createdAt: grant.now })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: { planSubscriptionId: null },
      setWhere: isNotNull(enrollments.planSubscriptionId),
    })
    .returning({ courseId: enrollments.courseId });
  return inserted.length > 0;
}

/** Enrolments of the user's own, not lent by a subscription. */
const outright = (userId: string) =>
  and(eq(enrollments.userId, userId), isNull(enrollments.planSubscriptionId));

/**
 * Opens every visible course to the subscribers of the 'Plan Contador' whose access is on (one,
 * or all of them), beside what they own; a course they have already stays as it is.
 */
export async function grantPlanCourses(
  db: Db,
  scope: { subscriptionId?: string; now: Date },
): Promise<void> {
  await db.execute(sql`
    insert into ${enrollments} (user_id, course_id, created_at, plan_subscription_id)
    select s.user_id, c.id, ${scope.now.toISOString()}::timestamptz, s.id
    from ${planSubscriptions} s cross join ${courses} c
    where s.user_id is not null and s.status in ('active', 'cancelled') and c.visibility
      ${scope.subscriptionId ? sql`and s.id = ${scope.subscriptionId}` : sql``}
    on conflict do nothing`);
}

/** Takes back the courses the subscription opened; progress and certificates stay. */
export async function revokePlanCourses(db: Db, subscriptionId: string): Promise<number> {
  const deleted = await db
    .delete(enrollments)
    .where(eq(enrollments.planSubscriptionId, subscriptionId))
    .returning({ courseId: enrollments.courseId });
  return deleted.length;
}

/** Takes the course away; progress stays, so owning it again picks up where the student was. */
export async function revokeCourse(
  db: Db,
  revoke: { userId: string; courseId: number },
): Promise<boolean> {
  const deleted = await db
    .delete(enrollments)
    .where(and(eq(enrollments.userId, revoke.userId), eq(enrollments.courseId, revoke.courseId)))
    .returning({ courseId: enrollments.courseId });
  return deleted.length > 0;
}

export type EnrolledCourse = { id: number; slug: string; title: string };

/** What an account or the panel shows of a course someone owns. */
const enrolledCourse = { id: courses.id, slug: courses.slug, title: courses.title };

/** The courses the user owns (hidden ones too: owners keep access), oldest grant first. */
export async function ownedCourses(db: Db, userId: string): Promise<EnrolledCourse[]> {
  return db
    .select(enrolledCourse)
    .from(enrollments)
    .innerJoin(courses, eq(enrollments.courseId, courses.id))
    .where(ownedBy(userId))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.courseId));
}

/**
 * The courses the user may study; `outright` keeps to those bought or given, leaving out what
 * the 'Plan Contador' opens (a subscriber may still buy a course, to keep it).
 */
export async function ownedCourseIds(
  db: Db,
  userId: string,
  options = { outright: false },
): Promise<Set<number>> {
  const rows = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(ownedBy(userId), options.outright ? outright(userId) : undefined));
  return new Set(rows.map((row) => row.courseId));
}

export async function ownsCourse(
  db: Db,
  userId: string,
  courseId: number,
  options = { outright: false },
): Promise<boolean> {
  const [row] = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(
      and(
        ownedBy(userId),
        eq(enrollments.courseId, courseId),
        options.outright ? outright(userId) : undefined,
      ),
    );
  return row !== undefined;
}

/** When the user's enrolment in the course began, while they own it; undefined otherwise. */
export async function enrolledSince(
  db: Db,
  userId: string,
  courseId: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ since: enrollments.createdAt })
    .from(enrollments)
    .where(and(ownedBy(userId), eq(enrollments.courseId, courseId)));
  return row?.since;
}

/** How many people have the course (blocked ones too: they are still enrolled). */
export async function studentsOf(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ students: count() })
    .from(enrollments)
    .where(eq(enrollments.courseId, courseId));
  return row?.students ?? 0;
}

/** How many people have each course, by course id (blocked ones too: they are still enrolled). */
export async function studentsPerCourse(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ courseId: enrollments.courseId, students: count() })
    .from(enrollments)
    .groupBy(enrollments.courseId);
  return new Map(rows.map((row) => [row.courseId, row.students]));
}

/**
 * The enrolments of several users at once, by user id, oldest grant first. As the panel needs
 * them: a blocked user's courses are listed too, since unblocking gives them back.
 */
export async function enrolmentsOf(
  db: Db,
  userIds: string[],
): Promise<Map<string, EnrolledCourse[]>> {
  const byUser = new Map<string, EnrolledCourse[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: enrollments.userId, ...enrolledCourse })
    .from(enrollments)
    .innerJoin(courses, eq(enrollments.courseId, courses.id))
    .where(inArray(enrollments.userId, userIds))
    .orderBy(asc(enrollments.createdAt), asc(courses.id));
  for (const { userId, ...course } of rows) byUser.get(userId)?.push(course);
  return byUser;
}

/**
 * Whether the user has the course for good, blocked or not (a payment for it is a duplicate); a
 * course open through the 'Plan Contador' does not count.
 */
export async function isEnrolled(db: Db, userId: string, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(outright(userId), eq(enrollments.courseId, courseId)));
  return row !== undefined;
}

/** Whether the user owns any of the courses `courseIds` selects (a subquery of course ids). */
export async function ownsAnyOf(db: Db, userId: string, courseIds: SQLWrapper): Promise<boolean> {
  const [row] = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(ownedBy(userId), inArray(enrollments.courseId, courseIds)))
    .limit(1);
  return row !== undefined;
}

/** The ownership rule as a condition of another module's statement (placeholders welcome). */
export const ownsCourseSql = (userId: string | Placeholder, courseId: SQL | Placeholder) =>
  sql`exists (select 1 from ${enrollments} where ${ownedBy(userId)} and ${enrollments.courseId} = ${courseId})`;

/**
 * The user's owned courses as a subquery (course id and when it was granted), for a statement of
 * another module to join.
 */
export const ownedEnrolments = (db: Db, userId: string | Placeholder) =>
  db
    .select({
      courseId: enrollments.courseId,
      grantedAt: enrollments.createdAt,
      userId: enrollments.userId,
    })
    .from(enrollments)
    .where(ownedBy(userId))
    .as('owned');
