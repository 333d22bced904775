import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../errors';
import type { ServiceContext } from '../../context';
import { assertUncommonPassword } from './common-passwords';
import { passwordResetEmail } from './emails';
import { hashPassword } from './password';
import { randomToken, sha256 } from './secrets';
import { endUserSessions } from './sessions';
import { findUserByEmail } from './user-store';
import { INVALID_RESET_LINK } from '../../../shared/auth';

export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * E-mails a single-use reset link when the address has an account. The caller answers the
 * same either way; the mail is not awaited so both cases take about the same time.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const now = ctx.now();
  const token = randomToken(32);
  await ctx.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  const [record] = await ctx.db
    .insert(passwordResetTokens)
    .values({
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    })
    .returning({ id: passwordResetTokens.id });
  if (!record) return;
  const link = `${ctx.config.appUrl}/auth/login/reset-password/${record.id}/${token}`;
  void ctx.sendMail(passwordResetEmail(user.email, link));
}

/** The link's record while it is unused, unexpired and its token matches; refused otherwise. */
export async function liveResetLink(ctx: ServiceContext, link: { id: string; token: string }) {
  const [record] = await ctx.db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)));
  const expected = Buffer.from(record?.tokenHash ?? '', 'hex');
  const actual = Buffer.from(sha256(link.token), 'hex');
  const valid =
    record !== undefined &&
    record.expiresAt > ctx.now() &&
    expected.length === actual.length &&
    timingSafeEqual(expected, actual);
  if (!valid) throw badRequest(INVALID_RESET_LINK);
  return record;
}

/** Sets the new password through a live link, uses the link up and ends every session. */
export async function resetPassword(
  ctx: ServiceContext,
  link: { id: string; token: string },
  password: string,
): Promise<void> {
  const now = ctx.now();
  const record = await liveResetLink(ctx, link);
  await assertUncommonPassword(password, 'password');
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, record.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) throw badRequest(INVALID_RESET_LINK);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, record.userId));
    await endUserSessions(tx, record.userId);
  });
}
