import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../db/constraint-violation';
import { conflict } from '../../errors';
import type { FieldError } from '../../../shared/api-error';

export const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo electrónico.';
export const USERNAME_TAKEN = 'Ese nombre de usuario ya está en uso.';

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
