import type { UserRow } from './sessions';
import type { UserIdentity } from '../../../shared/responses/auth';

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
