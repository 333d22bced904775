import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256 } from './secrets';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry: a session used again after this long gets its full lifetime back. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type ActiveSession = {
  tokenHash: string;
  user: UserRow;
  refreshed: boolean;
  expiresAt: Date;
};

export async function createSession(db: Db, userId: string, now: Date) {
  const token = randomToken(16);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, expiresAt, lastSeenAt: now, createdAt: now });
  return { token, expiresAt };
}

/** The live session of a cookie token, extended when it was last used a while ago. */
export async function findSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.blockedAt)),
    );
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() < REFRESH_AFTER_MS) {
    return { tokenHash, user: row.user, refreshed: false, expiresAt: row.session.expiresAt };
  }
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(eq(sessions.tokenHash, tokenHash));
  return { tokenHash, user: row.user, refreshed: true, expiresAt };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the user, except `keepTokenHash` when given. */
export async function endUserSessions(
  db: Db,
  userId: string,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}
