import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/account';
import { unauthorized } from '../../errors';
import { serve } from '../../http/serve-route';
import { clearSessionCookie, currentUser } from '../../http/session-auth';
import { perAccount, perIp } from '../auth/rate-limits';
import { toPublicUser } from '../auth/user-views';
import {
  changePassword,
  confirmEmailChange,
  deleteOwnAccount,
  requestEmailChange,
  updateProfile,
} from './service';

/** The signed-in person's own account: every route here requires a live session. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const { ctx } = app;
  const present = (user: Parameters<typeof toPublicUser>[1]) => toPublicUser(ctx.db, user);

  serve(app, routes.ownUser, async (request) => ({
    user: await present(currentUser(request)),
  }));

  serve(app, routes.updateProfile, async (request) => {
    const user = await updateProfile(ctx, currentUser(request), request.body);
    return { message: 'Guardamos tus datos.', user: await present(user) };
  });

  serve(
    app,
    routes.updateEmail,
    async (request) => {
      const user = currentUser(request);
      await requestEmailChange(ctx, user, request.body.email);
      return {
        message: `Te enviamos un código a ${request.body.email}. Ingresalo para confirmar el cambio.`,
        user: await present(user),
      };
    },
    { preHandler: perAccount(app, 'resend', 8) },
  );

  serve(
    app,
    routes.verifyEmail,
    async (request) => {
      const user = await confirmEmailChange(ctx, currentUser(request), request.body.otp);
      return { message: 'Actualizamos tu correo electrónico.', user: await present(user) };
    },
    { config: { rateLimit: perIp('code', 30) }, preHandler: perAccount(app, 'code', 15) },
  );

  // Each try hashes the password: few tries per address, and per account one budget that
  // changing the password and deleting the account share.
  const passwordCheck = {
    config: { rateLimit: perIp('password', 20) },
    preHandler: perAccount(app, 'password', 10),
  };
  serve(
    app,
    routes.updatePassword,
    async (request) => {
      if (!request.auth) throw unauthorized();
      await changePassword(ctx, request.auth, request.body);
      return { message: 'Cambiaste tu contraseña. Cerramos tus otras sesiones abiertas.' };
    },
    passwordCheck,
  );

  serve(
    app,
    routes.deleteAccount,
    async (request, reply) => {
      await deleteOwnAccount(ctx, currentUser(request), request.body);
      clearSessionCookie(reply);
      return { message: 'Eliminamos tu cuenta.' };
    },
    passwordCheck,
  );
};
