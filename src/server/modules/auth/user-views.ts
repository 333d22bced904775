import type { Db } from '../../db/client';
import { enrolmentsOf, ownedCourses } from '../enrollments/service';
import type { UserRow } from './sessions';
import type { AdminUser } from '../../../shared/responses/admin';
import type { PublicUser, UserIdentity } from '../../../shared/responses/auth';

// The views of a user row: what any answer shows of a person, then what they see of
// themselves (public) and what the panel sees (admin). Rows come from user-store.ts.

const isRole = (role: string): role is 'user' | 'admin' => role === 'user' || role === 'admin';

/** The one mapping of a user row to what any answer shows of them (own account or panel). */
export function toUserIdentity(user: UserRow): UserIdentity {
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    username: user.username,
    email: user.email,
    roles: user.roles.filter(isRole),
    status: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user as the API shows it: no password hash, `status` = e-mail verified, owned courses. */
export async function toPublicUser(db: Db, user: UserRow): Promise<PublicUser> {
  const owned = await ownedCourses(db, user.id);
  return {
    ...toUserIdentity(user),
    updatedAt: user.updatedAt.toISOString(),
    document: user.document,
    courses: owned.map(({ id, slug, title }) => ({ course: { id, slug, title } })),
  };
}

type CourseRef = AdminUser['courses'][number];

const toAdminView = (row: UserRow, owned: CourseRef[]): AdminUser => ({
  ...toUserIdentity(row),
  blocked: row.blockedAt !== null,
  blockedReason: row.blockedReason,
  courses: owned,
});

/** Users as the panel lists them: blocked or not, with the courses each owns. */
export async function toAdminUsers(db: Db, rows: UserRow[]): Promise<AdminUser[]> {
  const owned = await enrolmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminView(row, owned.get(row.id) ?? []));
}

/** One user as the panel shows them. */
export async function toAdminUser(db: Db, row: UserRow): Promise<AdminUser> {
  return toAdminView(row, (await enrolmentsOf(db, [row.id])).get(row.id) ?? []);
}
