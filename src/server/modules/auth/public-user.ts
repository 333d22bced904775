import type { PublicUser } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { ownedCourses } from '../enrollments/service';
import type { UserRow } from './sessions';

/** The user as the API shows it: no password hash, `status` = e-mail verified, owned courses. */
export async function toPublicUser(db: Db, user: UserRow): Promise<PublicUser> {
  const owned = await ownedCourses(db, user.id);
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    username: user.username,
    email: user.email,
    roles: user.roles.filter(
      (role): role is 'user' | 'admin' => role === 'user' || role === 'admin',
    ),
    status: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    courses: owned.map(({ id, slug, title }) => ({ course: { id, slug, title } })),
  };
}
