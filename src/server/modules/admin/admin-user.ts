import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminUser } from '../../../shared/admin-types';
import type { ServiceContext } from '../../context';
import { courses, enrollments, users } from '../../db/schema';
import { notFound } from '../../errors';

type UserRow = typeof users.$inferSelect;
type CourseRef = AdminUser['courses'][number];

export const USER_NOT_FOUND = 'No encontramos ese usuario.';

export function toAdminUser(row: UserRow, owned: CourseRef[]): AdminUser {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    username: row.username,
    email: row.email,
    roles: row.roles.filter(
      (role): role is 'user' | 'admin' => role === 'user' || role === 'admin',
    ),
    status: row.emailVerified,
    blocked: row.blockedAt !== null,
    blockedReason: row.blockedReason,
    createdAt: row.createdAt.toISOString(),
    courses: owned,
  };
}

/**
 * The enrolments of several users at once, by user id. Read as the panel needs them: a blocked
 * user's courses are listed too, since unblocking gives them back.
 */
export async function enrolmentsOf(
  ctx: ServiceContext,
  userIds: string[],
): Promise<Map<string, CourseRef[]>> {
  const byUser = new Map<string, CourseRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await ctx.db
    .select({
      userId: enrollments.userId,
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
    })
    .from(enrollments)
    .innerJoin(courses, eq(enrollments.courseId, courses.id))
    .where(inArray(enrollments.userId, userIds))
    .orderBy(asc(enrollments.createdAt), asc(courses.id));
  for (const { userId, ...course } of rows) byUser.get(userId)?.push(course);
  return byUser;
}

export async function loadAdminUser(ctx: ServiceContext, userId: string): Promise<AdminUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row, (await enrolmentsOf(ctx, [userId])).get(userId) ?? []);
}
