import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/admin-users';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { listUsers } from './users-list';
import { setBlocked, updateUserAsAdmin } from './users-update';

export const adminUserRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.listUsers, async (request) => {
    const { items, ...page } = await listUsers(ctx, request.query);
    return { users: items, ...page };
  });

  serve(app, routes.updateUser, async (request) => ({
    message: 'Guardamos los cambios del usuario.',
    user: await updateUserAsAdmin(ctx, currentUser(request), request.params.userId, request.body),
  }));

  serve(app, routes.blockUser, async (request) => {
    const user = await setBlocked(ctx, currentUser(request), request.params.userId, request.body);
    return {
      message: user.blocked ? 'Bloqueamos la cuenta.' : 'Desbloqueamos la cuenta.',
      user,
    };
  });
};
