import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  OtpSchema,
  ProfileSchema,
} from '../../../shared/auth';
import { clearSessionCookie, currentUser } from '../../http/session-auth';
import { toPublicUser } from '../auth/user-views';
import { MessageAnswerSchema } from '../../../shared/responses/common';
import { ok } from '../../http/responses';
import { UserAnswerSchema, UserChangeAnswerSchema } from '../../../shared/responses/auth';
import { perAccount, perIp } from '../auth/rate-limits';
import { unauthorized } from '../../errors';
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

  app.get('/user', { schema: { response: ok(UserAnswerSchema) } }, async (request) => ({
    user: await present(currentUser(request)),
  }));

  const profileSchema = { body: ProfileSchema, response: ok(UserChangeAnswerSchema) };
  app.put('/user/update/profile', { schema: profileSchema }, async (request) => {
    const user = await updateProfile(ctx, currentUser(request), request.body);
    return { message: 'Guardamos tus datos.', user: await present(user) };
  });

  app.put(
    '/user/update/email',
    {
      schema: { body: ChangeEmailSchema, response: ok(UserChangeAnswerSchema) },
      preHandler: perAccount(app, 'resend', 8),
    },
    async (request) => {
      const user = currentUser(request);
      await requestEmailChange(ctx, user, request.body.email);
      return {
        message: `Te enviamos un código a ${request.body.email}. Ingresalo para confirmar el cambio.`,
        user: await present(user),
      };
    },
  );

  app.post(
    '/auth/verify/email',
    {
      schema: { body: OtpSchema, response: ok(UserChangeAnswerSchema) },
      config: { rateLimit: perIp('code', 30) },
      preHandler: perAccount(app, 'code', 15),
    },
    async (request) => {
      const user = await confirmEmailChange(ctx, currentUser(request), request.body.otp);
      return { message: 'Actualizamos tu correo electrónico.', user: await present(user) };
    },
  );

  // Each try hashes the password: few tries per address, and per account one budget that
  // changing the password and deleting the account share.
  const passwordCheck = {
    config: { rateLimit: perIp('password', 20) },
    preHandler: perAccount(app, 'password', 10),
  };
  app.put(
    '/user/update/password',
    { ...passwordCheck, schema: { body: ChangePasswordSchema, response: ok(MessageAnswerSchema) } },
    async (request) => {
      if (!request.auth) throw unauthorized();
      await changePassword(ctx, request.auth, request.body);
      return { message: 'Cambiaste tu contraseña. Cerramos tus otras sesiones abiertas.' };
    },
  );

  app.delete(
    '/user/delete',
    { ...passwordCheck, schema: { body: DeleteAccountSchema, response: ok(MessageAnswerSchema) } },
    async (request, reply) => {
      await deleteOwnAccount(ctx, currentUser(request), request.body);
      clearSessionCookie(reply);
      return { message: 'Eliminamos tu cuenta.' };
    },
  );
};
