import { eq } from 'drizzle-orm';
import type { ChangePasswordInput, DeleteAccountInput, ProfileInput } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError } from '../../errors';
import { consumeCode, issueCode } from '../auth/codes';
import { assertUncommonPassword } from '../auth/common-passwords';
import type { ServiceContext } from '../../context';
import { emailChangedNotice, verificationCodeEmail } from '../auth/emails';
import { hashPassword, verifyPassword } from '../auth/password';
import { endUserSessions, type UserRow } from '../auth/sessions';
import { assertAvailable, withUniqueFields } from '../auth/user-store';
import { eraseHolderOnAccountDeletion } from '../certificates/holder';
import { completeCertificateDocuments } from '../certificates/store';
import { endPlanOfDeletedAccount } from '../subscriptions/cancel';
import { claimSeats } from '../seats/seat-store';

async function updateUser(
  ctx: ServiceContext,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
  db: Db = ctx.db,
) {
  const [updated] = await withUniqueFields(() =>
    db
      .update(users)
      .set({ ...values, updatedAt: ctx.now() })
      .where(eq(users.id, userId))
      .returning(),
  );
  if (!updated) throw new Error('user vanished during update');
  return updated;
}

export async function updateProfile(ctx: ServiceContext, user: UserRow, input: ProfileInput) {
  await assertAvailable(ctx.db, { username: input.username }, user.id);
  return ctx.db.transaction(async (tx) => {
    const updated = await updateUser(ctx, user.id, input, tx);
    if (input.document) await completeCertificateDocuments(tx, user.id, input.document);
    return updated;
  });
}

/** Sends a code to the new address; the e-mail changes once that code is confirmed. */
export async function requestEmailChange(ctx: ServiceContext, user: UserRow, email: string) {
  if (email === user.email.toLowerCase()) throw fieldError('email', 'Ese ya es tu correo actual.');
  await assertAvailable(ctx.db, { email }, user.id);
  const code = await issueCode(ctx.db, {
    userId: user.id,
    purpose: 'change_email',
    targetEmail: email,
    now: ctx.now(),
  });
  await ctx.sendMail(verificationCodeEmail(email, code, 'change_email'));
}

export async function confirmEmailChange(ctx: ServiceContext, user: UserRow, otp: string) {
  const { targetEmail } = await consumeCode(ctx.db, {
    userId: user.id,
    purpose: 'change_email',
    code: otp,
    now: ctx.now(),
  });
  if (!targetEmail) throw fieldError('otp', 'No hay un cambio de correo pendiente.');
  await assertAvailable(ctx.db, { email: targetEmail }, user.id);
  // The old address hears of the change with it, even if the process stops right after.
  const now = ctx.now();
  const { updated, notice } = await ctx.db.transaction(async (tx) => ({
    updated: await updateUser(ctx, user.id, { email: targetEmail, emailVerified: true }, tx),
    notice: await ctx.mail.queue(tx, emailChangedNotice(user.email, targetEmail)),
    // The new address is proved: company seats waiting for it are this account's.
    seats: await claimSeats(tx, { userId: user.id, email: targetEmail, now }),
  }));
  void ctx.mail.deliver([notice]);
  return updated;
}

/** Changes the password and ends every other session of the account. */
export async function changePassword(
  ctx: ServiceContext,
  session: { user: UserRow; tokenHash: string },
  input: ChangePasswordInput,
) {
  const { user } = session;
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw fieldError('currentPassword', 'La contraseña actual es incorrecta.');
  }
  await assertUncommonPassword(input.newPassword, 'newPassword');
  await updateUser(ctx, user.id, {
    passwordHash: await hashPassword(input.newPassword, ctx.config.passwordHashCost),
  });
  await endUserSessions(ctx.db, user.id, session.tokenHash);
}

/**
 * Deletes the account with its sessions, codes, enrolments and progress; purchase records
 * stay for the books with no user attached. Its certificates stay verifiable, naming nobody.
 */
export async function deleteAccount(ctx: ServiceContext, user: UserRow): Promise<void> {
  await endPlanOfDeletedAccount(ctx, user.id);
  await ctx.db.transaction(async (tx) => {
    await eraseHolderOnAccountDeletion(ctx, tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

/**
 * Deletes the signed-in person's own account once they proved it is them: a session alone
 * (a borrowed computer, a stolen cookie) is not enough. The schema checked the phrase.
 */
export async function deleteOwnAccount(
  ctx: ServiceContext,
  user: UserRow,
  input: DeleteAccountInput,
): Promise<void> {
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw fieldError('password', 'La contraseña no es correcta.');
  }
  await deleteAccount(ctx, user);
}
