import { eq, inArray } from 'drizzle-orm';
import type { AdminUserUpdate, BlockUserInput } from '../../../shared/admin';
import type { ServiceContext } from '../../context';
import { courses, users } from '../../db/schema';
import { badRequest, fieldError } from '../../errors';
import { emailChangedNotice } from '../auth/emails';
import { endUserSessions, type UserRow } from '../auth/sessions';
import { assertAvailable, findUserById, withUniqueFields } from '../auth/user-store';
import { toAdminUser } from '../auth/user-views';
import { grantCourse, revokeCourse } from '../enrollments/service';
import { accountBlockedNotice, accountUnblockedNotice } from './emails';
import { enrolmentsOf } from '../enrollments/service';
import type { AdminUser } from '../../../shared/responses/admin';

async function assertCoursesExist(ctx: ServiceContext, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const found = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, courseIds));
  if (found.length !== courseIds.length) {
    throw fieldError('courses', 'Uno de los cursos elegidos ya no existe.');
  }
}

/**
 * An administrator's edit of someone's account: profile fields with the same checks as the
 * account pages, the roles, and the full set of owned courses (granted and revoked through
 * the enrolments, so the progress of a kept course stays).
 */
export async function updateUserAsAdmin(
  ctx: ServiceContext,
  admin: UserRow,
  userId: string,
  input: AdminUserUpdate,
): Promise<AdminUser> {
  const user = await findUserById(ctx.db, userId);
  if (user.id === admin.id && input.roles && !input.roles.includes('admin')) {
    throw fieldError('roles', 'No podés quitarte el rol de administrador.');
  }
  await assertAvailable(ctx.db, { email: input.email, username: input.username }, user.id);
  const wanted = [...new Set(input.courses.map((course) => course.id))];
  await assertCoursesExist(ctx, wanted);

  const now = ctx.now();
  const current = (await enrolmentsOf(ctx.db, [user.id])).get(user.id)?.map((c) => c.id) ?? [];
  const notice = await withUniqueFields(() =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: input.name,
          lastname: input.lastname,
          username: input.username,
          email: input.email,
          ...(input.roles ? { roles: [...new Set(['user', ...input.roles])] } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      for (const courseId of wanted.filter((id) => !current.includes(id))) {
        await grantCourse(tx, { userId: user.id, courseId, now });
      }
      for (const courseId of current.filter((id) => !wanted.includes(id))) {
        await revokeCourse(tx, { userId: user.id, courseId });
      }
      if (input.email !== user.email.toLowerCase()) {
        return ctx.mail.queue(tx, emailChangedNotice(user.email, input.email));
      }
      return undefined;
    }),
  );
  void ctx.mail.deliver([notice]);
  return toAdminUser(ctx.db, await findUserById(ctx.db, user.id));
}

/**
 * Blocks or unblocks an account. A blocked person cannot sign in, buy or study, and every one
 * of their sessions ends; unblocking gives the courses back (the enrolments are kept).
 */
export async function setBlocked(
  ctx: ServiceContext,
  admin: UserRow,
  userId: string,
  input: BlockUserInput,
): Promise<AdminUser> {
  if (userId === admin.id) throw badRequest('No podés bloquear tu propia cuenta.');
  const user = await findUserById(ctx.db, userId);
  const now = ctx.now();
  const changed = (user.blockedAt !== null) !== input.blocked;
  const notice = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(
        input.blocked
          ? { blockedAt: user.blockedAt ?? now, blockedReason: input.reason, updatedAt: now }
          : { blockedAt: null, blockedReason: null, updatedAt: now },
      )
      .where(eq(users.id, user.id));
    if (input.blocked) await endUserSessions(tx, user.id);
    if (!changed) return undefined;
    return ctx.mail.queue(
      tx,
      input.blocked
        ? accountBlockedNotice(user.email, input.reason)
        : accountUnblockedNotice(user.email),
    );
  });
  void ctx.mail.deliver([notice]);
  return toAdminUser(ctx.db, await findUserById(ctx.db, user.id));
}
