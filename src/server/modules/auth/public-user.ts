import type { PublicUser } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { ownedCourses } from '../enrollments/service';
import type { UserRow } from './sessions';
import { toUserIdentity } from './user-identity';

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
