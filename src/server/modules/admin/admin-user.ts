import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { users } from '../../db/schema';
import { toUserIdentity } from '../auth/user-identity';
import { enrolmentsOf } from '../enrollments/service';
import { notFound } from '../../errors';
import type { AdminUser } from '../../../shared/responses/admin';

type UserRow = typeof users.$inferSelect;
type CourseRef = AdminUser['courses'][number];

export const USER_NOT_FOUND = 'No encontramos ese usuario.';

export function toAdminUser(row: UserRow, owned: CourseRef[]): AdminUser {
  return {
    ...toUserIdentity(row),
    blocked: row.blockedAt !== null,
    blockedReason: row.blockedReason,
    courses: owned,
  };
}

export async function loadAdminUser(ctx: ServiceContext, userId: string): Promise<AdminUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row, (await enrolmentsOf(ctx.db, [userId])).get(userId) ?? []);
}
