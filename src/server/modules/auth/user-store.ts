import { and, desc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { countUpTo } from '../../db/count-up-to';
import { pageWindow } from '../../db/paginate';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../db/constraint-violation';
import { containsWords, isUuid } from '../../db/search';
import { conflict, notFound } from '../../errors';
import type { FieldError } from '../../../shared/api-error';
import type { UserRow } from './sessions';

// The one place that reads user rows for the account and the panel; their views are in
// user-views.ts.

export const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo electrónico.';
export const USERNAME_TAKEN = 'Ese nombre de usuario ya está en uso.';

export const USER_NOT_FOUND = 'No encontramos ese usuario.';

/** The user with that id; 404 when there is none. */
export async function findUserById(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

const isAdminRow = sql`'admin' = any(${users.roles})`;

function listConditions(query: AdminUsersQuery): SQL | undefined {
  const byRole =
    query.filter === 'admin' ? isAdminRow : query.filter === 'user' ? not(isAdminRow) : undefined;
  // A user id (the purchases list links here with one) finds that user.
  const bySearch = isUuid(query.search)
    ? eq(users.id, query.search)
    : containsWords(users.searchText, query.search);
  return and(byRole, bySearch);
}

/**
 * One page of users for the panel, newest first, filtered and searched in the database, and a
 * count of the whole filtered list up to a cap (see toCappedPage).
 */
export async function findUsersPage(db: Db, query: AdminUsersQuery) {
  const where = listConditions(query);
  const { limit, offset } = pageWindow(query.page);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return { rows, countUpTo: (cap: number) => countUpTo(db, users, where, cap) };
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

async function isTaken(
  db: Db,
  column: typeof users.email | typeof users.username,
  value: string,
  exceptUserId?: string,
) {
  const sameValue = eq(sql`lower(${column})`, value.toLowerCase());
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameValue, ne(users.id, exceptUserId)) : sameValue)
    .limit(1);
  return Boolean(row);
}

/** Refuses (409, per-field messages) an e-mail or username another account already has. */
export async function assertAvailable(
  db: Db,
  values: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<void> {
  const errors: FieldError[] = [];
  if (values.email && (await isTaken(db, users.email, values.email, exceptUserId))) {
    errors.push({ field: 'email', message: EMAIL_TAKEN });
  }
  if (values.username && (await isTaken(db, users.username, values.username, exceptUserId))) {
    errors.push({ field: 'username', message: USERNAME_TAKEN });
  }
  if (errors.length > 0) throw conflict(errors[0]?.message ?? EMAIL_TAKEN, errors);
}

/** Runs a write, turning a lost race on the unique e-mail/username indexes into the same 409. */
export async function withUniqueFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    const field = constraint.includes('username') ? 'username' : 'email';
    const message = field === 'username' ? USERNAME_TAKEN : EMAIL_TAKEN;
    throw conflict(message, [{ field, message }]);
  }
}
