import { and, eq, sql } from 'drizzle-orm';
import { CODE_LENGTH, RESEND_LOCK_SECONDS, type CodePurpose } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { randomCode, randomToken, sameSecret, sha256 } from './secrets';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;

const hashCode = (salt: string, code: string) => `${salt}:${sha256(`${salt}:${code}`)}`;

function matches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  return salt !== undefined && sameSecret(hashCode(salt, code), stored);
}

/**
 * Issues a new code for the user and purpose, replacing any earlier one. Refused within
 * RESEND_LOCK_SECONDS of the previous code so mailboxes are not flooded.
 */
export async function issueCode(
  db: Db,
  options: { userId: string; purpose: CodePurpose; targetEmail?: string; now: Date },
): Promise<string> {
  const { userId, purpose, now } = options;
  const [previous] = await db
    .select({ sentAt: oneTimeCodes.sentAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  if (previous) {
    const waitSeconds = Math.ceil(
      RESEND_LOCK_SECONDS - (now.getTime() - previous.sentAt.getTime()) / 1000,
    );
    if (waitSeconds > 0) {
      throw new AppError(
        'too_many_requests',
        `Esperá ${waitSeconds} segundos antes de pedir otro código.`,
      );
    }
  }
  const code = randomCode(CODE_LENGTH);
  const values = {
    codeHash: hashCode(randomToken(8), code),
    targetEmail: options.targetEmail ?? null,
    failedAttempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose, ...values })
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: values });
  return code;
}

/** The pending target e-mail of a live change_email code, if any. */
export async function pendingTarget(db: Db, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select({ targetEmail: oneTimeCodes.targetEmail })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  return row ? (row.targetEmail ?? undefined) : null;
}

/**
 * Consumes the code if it is right, live and not worn out by failed tries; returns the
 * e-mail it was issued for (change_email). A wrong code counts as a failed try.
 */
export async function consumeCode(
  db: Db,
  options: { userId: string; purpose: CodePurpose; code: string; now: Date },
): Promise<{ targetEmail: string | null }> {
  const { userId, purpose, code, now } = options;
  const where = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
  const [row] = await db.select().from(oneTimeCodes).where(where);
  if (!row || row.expiresAt <= now) {
    throw fieldError('otp', 'El código venció o ya no es válido. Pedí uno nuevo.');
  }
  if (row.failedAttempts >= MAX_FAILED_ATTEMPTS) {
    throw fieldError('otp', 'Superaste los intentos permitidos. Pedí un código nuevo.');
  }
  if (!matches(row.codeHash, code)) {
    await db
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(where);
    throw fieldError('otp', 'El código es incorrecto.');
  }
  await db.delete(oneTimeCodes).where(where);
  return { targetEmail: row.targetEmail };
}
