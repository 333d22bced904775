import { z } from 'zod';
import { AdminUsersQuerySchema, AdminUserUpdateSchema, BlockUserSchema } from '../admin';
import { AdminUserAnswerSchema, UsersPageSchema } from '../responses/admin';
import { defineRoute } from './define-route';

/** One page of the panel's 'Usuarios'. */
export const listUsers = defineRoute({
  method: 'GET',
  path: '/admin/users',
  query: AdminUsersQuerySchema,
  response: { 200: UsersPageSchema },
});

const UserIdParams = z.object({ userId: z.uuid({ error: 'El usuario no es válido.' }) });

/** A person's data, roles and courses, as an administrator edits them. */
export const updateUser = defineRoute({
  method: 'PUT',
  path: '/admin/user/update/:userId',
  params: UserIdParams,
  body: AdminUserUpdateSchema,
  response: { 200: AdminUserAnswerSchema },
});

/** Blocks an account (with its reason) or unblocks it. */
export const blockUser = defineRoute({
  method: 'POST',
  path: '/admin/users/:userId/block',
  params: UserIdParams,
  body: BlockUserSchema,
  response: { 200: AdminUserAnswerSchema },
});
