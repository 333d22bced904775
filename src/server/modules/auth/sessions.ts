import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import type { ActiveSession } from '../../http/session-auth';
import { randomToken, sha256 } from './secrets';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry: a session used again after this long gets its full lifetime back. */
export const REFRESH_AFTER_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export async function createSession(db: Db, userId: string, now: Date) {
  const token = randomToken(16);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, expiresAt, lastSeenAt: now, createdAt: now });
  return { token, expiresAt };
}

/** Every signed-in call asks this: one prepared statement, one round trip. */
export const sessionOfToken = preparedOn((db) =>
  db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.blockedAt),
      ),
    )
    .prepare('session_of_token'),
);

/** Only a session last extended by `staleBefore` is written, so racing calls write once. */
export const extendSession = preparedOn((db) =>
  db
    .update(sessions)
    .set({
      lastSeenAt: sql`${sql.placeholder('now')}`,
      expiresAt: sql`${sql.placeholder('expiresAt')}`,
    })
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        lte(sessions.lastSeenAt, sql.placeholder('staleBefore')),
      ),
    )
    .prepare('extend_session'),
);

/** The live session of a cookie token, extended when it was last used a while ago. */
export async function findSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const tokenHash = sha256(token);
  const [row] = await sessionOfToken(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - REFRESH_AFTER_MS);
  if (row.lastSeenAt > staleBefore) {
    return { tokenHash, user: row.user, refreshed: false, expiresAt: row.expiresAt };
  }
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await extendSession(db).execute({
    tokenHash,
    now: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    staleBefore: staleBefore.toISOString(),
  });
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
