import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../shared/admin-types';
import type { ServiceContext } from '../../context';
import { users } from '../../db/schema';
import { enrolmentsOf } from '../enrollments/service';
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

export async function loadAdminUser(ctx: ServiceContext, userId: string): Promise<AdminUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row, (await enrolmentsOf(ctx.db, [userId])).get(userId) ?? []);
}
