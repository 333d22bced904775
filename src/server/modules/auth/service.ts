import { eq } from 'drizzle-orm';
import { BRAND } from '../../../shared/brand';
import type { CodePurpose, LoginInput, RegisterInput } from '../../../shared/auth';
import { users } from '../../db/schema';
import { AppError, badRequest, forbidden, unauthorized } from '../../errors';
import { consumeCode, issueCode, pendingTarget } from './codes';
import { assertUncommonPassword } from './common-passwords';
import type { ServiceContext } from '../../context';
import { verificationCodeEmail } from './emails';
import { hashPassword, verifyPassword, type PasswordHashCost } from './password';
import { claimSeats } from '../seats/seat-store';
import { createSession, type UserRow } from './sessions';
import { assertAvailable, findUserByEmail, withUniqueFields } from './user-store';

export const WRONG_CREDENTIALS = 'El correo o la contraseña son incorrectos.';
export const ACCOUNT_BLOCKED = `Tu cuenta está bloqueada. Si creés que es un error, escribinos a ${BRAND.email}.`;

// Checked against when the e-mail is unknown, so both cases take the same time.
const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
function timingDummy(cost: PasswordHashCost): Promise<string> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) dummyHashes.set(cost, (dummy = hashPassword('contraseña-de-relleno', cost)));
  return dummy;
}

/** Creates an unverified account, signs it in and e-mails the verification code. */
export async function register(ctx: ServiceContext, input: RegisterInput) {
  const { db } = ctx;
  const now = ctx.now();
  await assertUncommonPassword(input.password, 'password');
  await assertAvailable(db, input);
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashCost);
  const [user] = await withUniqueFields(() =>
    db
      .insert(users)
      .values({
        name: input.name,
        lastname: input.lastname,
        username: input.username,
        email: input.email,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!user) throw new Error('user insert returned no row');
  const session = await createSession(db, user.id, now);
  const code = await issueCode(db, { userId: user.id, purpose: 'verify_account', now });
  await ctx.sendMail(verificationCodeEmail(user.email, code, 'verify_account'));
  return { user, session };
}

export async function login(ctx: ServiceContext, input: LoginInput) {
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordMatches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await timingDummy(ctx.config.passwordHashCost)),
  );
  if (!user || !passwordMatches) throw unauthorized(WRONG_CREDENTIALS);
  // Told only to whoever knows the password.
  if (user.blockedAt) throw forbidden(ACCOUNT_BLOCKED);
  const session = await createSession(ctx.db, user.id, ctx.now());
  return { user, session };
}

export async function verifyAccount(
  ctx: ServiceContext,
  user: UserRow,
  otp: string,
): Promise<UserRow> {
  if (user.emailVerified) return user;
  const now = ctx.now();
  await consumeCode(ctx.db, { userId: user.id, purpose: 'verify_account', code: otp, now });
  // The address is proved: the company seats waiting for it are this account's (decision 0051).
  const updated = await ctx.db.transaction(async (tx) => {
    const [verified] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (verified) await claimSeats(tx, { userId: verified.id, email: verified.email, now });
    return verified;
  });
  return updated ?? user;
}

/** Sends a fresh code for the account verification or the pending e-mail change. */
export async function resendCode(
  ctx: ServiceContext,
  user: UserRow,
  purpose: CodePurpose,
): Promise<string> {
  const now = ctx.now();
  if (purpose === 'verify_account') {
    if (user.emailVerified) throw badRequest('Tu cuenta ya está verificada.');
    const code = await issueCode(ctx.db, { userId: user.id, purpose, now });
    await ctx.sendMail(verificationCodeEmail(user.email, code, purpose));
    return user.email;
  }
  const target = await pendingTarget(ctx.db, user.id, purpose);
  if (!target) throw new AppError('bad_request', 'No hay un cambio de correo pendiente.');
  const code = await issueCode(ctx.db, {
    userId: user.id,
    purpose,
    targetEmail: target,
    now,
  });
  await ctx.sendMail(verificationCodeEmail(target, code, purpose));
  return target;
}
