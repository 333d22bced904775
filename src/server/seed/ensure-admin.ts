import { randomBytes } from 'node:crypto';
import { arrayContains, eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword, type PasswordHashCost } from '../modules/auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type AdminBootstrap =
  | { outcome: 'configured'; email: string }
  | { outcome: 'created'; email: string; password: string }
  | { outcome: 'exists'; email: string };

const DEFAULT_ADMIN_EMAIL = 'admin@estudioferraro.com.ar';

/**
 * With credentials, the configured account exists, is an admin and has that password.
 * Without them, a first admin with a random password is created when there is none yet.
 */
export async function ensureAdmin(
  db: Db,
  credentials: { email: string; password: string } | undefined,
  cost: PasswordHashCost,
): Promise<AdminBootstrap> {
  if (credentials) {
    const [existing] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, credentials.email.toLowerCase()));
    if (!existing) {
      await insertAdmin(db, credentials.email, await hashPassword(credentials.password, cost));
    } else {
      const samePassword = await verifyPassword(credentials.password, existing.passwordHash);
      await db
        .update(users)
        .set({
          roles: Array.from(new Set([...existing.roles, 'admin'])),
          emailVerified: true,
          ...(samePassword ? {} : { passwordHash: await hashPassword(credentials.password, cost) }),
        })
        .where(eq(users.id, existing.id));
    }
    return { outcome: 'configured', email: credentials.email };
  }
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(arrayContains(users.roles, ['admin']))
    .limit(1);
  if (admin) return { outcome: 'exists', email: admin.email };
  const password = randomBytes(12).toString('base64url');
  await insertAdmin(db, DEFAULT_ADMIN_EMAIL, await hashPassword(password, cost));
  return { outcome: 'created', email: DEFAULT_ADMIN_EMAIL, password };
}

async function insertAdmin(db: Db, email: string, passwordHash: string): Promise<void> {
  await db.insert(users).values({
    name: 'Administración',
    lastname: 'Estudio',
    username: email.split('@')[0] ?? 'admin',
    email,
    passwordHash,
    roles: ['user', 'admin'],
    emailVerified: true,
  });
}
