import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUsersQuerySchema,
  AdminUserUpdateSchema,
  BlockUserSchema,
} from '../../../shared/admin';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { AdminUserAnswerSchema, UsersPageSchema } from '../../../shared/responses/admin';
import { listUsers } from './users-list';
import { setBlocked, updateUserAsAdmin } from './users-update';

const UserIdParams = z.object({ userId: z.uuid({ error: 'El usuario no es válido.' }) });

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/users',
    { schema: { querystring: AdminUsersQuerySchema, response: ok(UsersPageSchema) } },
    async (request) => {
      const { items, ...page } = await listUsers(ctx, request.query);
      return { users: items, ...page };
    },
  );

  app.put(
    '/user/update/:userId',
    {
      schema: {
        params: UserIdParams,
        body: AdminUserUpdateSchema,
        response: ok(AdminUserAnswerSchema),
      },
    },
    async (request) => ({
      message: 'Guardamos los cambios del usuario.',
      user: await updateUserAsAdmin(ctx, currentUser(request), request.params.userId, request.body),
    }),
  );

  app.post(
    '/users/:userId/block',
    {
      schema: { params: UserIdParams, body: BlockUserSchema, response: ok(AdminUserAnswerSchema) },
    },
    async (request) => {
      const user = await setBlocked(ctx, currentUser(request), request.params.userId, request.body);
      return {
        message: user.blocked ? 'Bloqueamos la cuenta.' : 'Desbloqueamos la cuenta.',
        user,
      };
    },
  );
};
