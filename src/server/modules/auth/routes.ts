import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ForgotPasswordSchema,
  LoginSchema,
  OtpSchema,
  RegisterSchema,
  ResendCodeSchema,
  ResetPasswordSchema,
} from '../../../shared/auth';
import { clearSessionCookie, currentUser, setSessionCookie } from '../../http/session-auth';
import { badRequest } from '../../errors';
import { MessageAnswerSchema } from '../../../shared/responses/common';
import { ok } from '../../http/responses';
import { rememberSignIn, signedInFromBefore } from './known-addresses';
import {
  INVALID_RESET_LINK,
  liveResetLink,
  requestPasswordReset,
  resetPassword,
} from './password-reset';
import { toPublicUser } from './user-views';
import {
  SessionAnswerSchema,
  UserAnswerSchema,
  UserChangeAnswerSchema,
} from '../../../shared/responses/auth';
import { perAccount, perIp } from './rate-limits';
import { login, register, resendCode, verifyAccount } from './service';
import { endSession } from './sessions';

const ResetLinkParams = z.object({
  id: z.string().uuid({ error: INVALID_RESET_LINK }),
  token: z.string().min(20, INVALID_RESET_LINK).max(100, INVALID_RESET_LINK),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/auth/register',
    {
      schema: { body: RegisterSchema, response: { 201: UserChangeAnswerSchema } },
      config: { rateLimit: perIp('register', 10) },
    },
    async (request, reply) => {
      const { user, session } = await register(ctx, request.body);
      await rememberSignIn(ctx.db, user.id, request.ip, ctx.now());
      setSessionCookie(reply, session.token, session.expiresAt);
      return reply.status(201).send({
        user: await toPublicUser(ctx.db, user),
        message: `Creamos tu cuenta. Te enviamos un código de verificación a ${user.email}.`,
      });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: { body: LoginSchema, response: ok(UserAnswerSchema) },
      config: { rateLimit: perIp('login', 30) },
      // An address the person signed in from before has a budget of its own: failures from
      // elsewhere cannot lock them out.
      preHandler: perAccount(app, 'login', 10, async (request, email) =>
        (await signedInFromBefore(ctx.db, email, request.ip)) ? `known:${request.ip}` : undefined,
      ),
    },
    async (request, reply) => {
      const { user, session } = await login(ctx, request.body);
      await rememberSignIn(ctx.db, user.id, request.ip, ctx.now());
      setSessionCookie(reply, session.token, session.expiresAt);
      return { user: await toPublicUser(ctx.db, user) };
    },
  );

  const logoutOptions = {
    onRequest: app.loadSession,
    schema: { response: ok(MessageAnswerSchema) },
  };
  app.post('/auth/logout', logoutOptions, async (request, reply) => {
    if (request.auth) await endSession(ctx.db, request.auth.tokenHash);
    clearSessionCookie(reply);
    return { message: 'Cerraste sesión.' };
  });

  const sessionOptions = {
    onRequest: app.loadSession,
    schema: { response: ok(SessionAnswerSchema) },
  };
  app.get('/auth/verify/token', sessionOptions, async (request) => ({
    user: request.auth ? await toPublicUser(ctx.db, request.auth.user) : null,
  }));

  app.post(
    '/auth/verify/account',
    {
      schema: { body: OtpSchema, response: ok(UserChangeAnswerSchema) },
      onRequest: app.requireUser,
      config: { rateLimit: perIp('code', 30) },
      preHandler: perAccount(app, 'code', 15),
    },
    async (request) => {
      const user = await verifyAccount(ctx, currentUser(request), request.body.otp);
      return {
        user: await toPublicUser(ctx.db, user),
        message: '¡Listo! Verificaste tu cuenta.',
      };
    },
  );

  app.post(
    '/auth/resendOtp',
    {
      schema: { body: ResendCodeSchema, response: ok(MessageAnswerSchema) },
      onRequest: app.requireUser,
      config: { rateLimit: perIp('resend', 20) },
      preHandler: perAccount(app, 'resend', 8),
    },
    async (request) => {
      const purpose = request.body?.purpose ?? 'verify_account';
      const sentTo = await resendCode(ctx, currentUser(request), purpose);
      return { message: `Te enviamos un código nuevo a ${sentTo}.` };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: ForgotPasswordSchema, response: ok(MessageAnswerSchema) },
      config: { rateLimit: perIp('forgot', 10) },
      preHandler: perAccount(app, 'forgot', 3),
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return {
        message: `Si ${request.body.email} tiene una cuenta, te enviamos un correo con las instrucciones para restablecer tu contraseña.`,
      };
    },
  );

  // The reset page asks first, so a used or expired link is said before anything is typed.
  app.get(
    '/auth/reset-password/:id/:token',
    {
      schema: { params: ResetLinkParams, response: ok(MessageAnswerSchema) },
      config: { rateLimit: perIp('reset-link', 30) },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw badRequest(INVALID_RESET_LINK);
      await liveResetLink(ctx, request.params);
      return { message: 'El enlace es válido.' };
    },
  );

  app.post(
    '/auth/reset-password/:id/:token',
    {
      schema: {
        params: ResetLinkParams,
        body: ResetPasswordSchema,
        response: ok(MessageAnswerSchema),
      },
      config: { rateLimit: perIp('reset', 10) },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        // A malformed link is reported as such, not as a field of the form.
        if (request.validationError.validationContext === 'params') {
          throw badRequest(INVALID_RESET_LINK);
        }
        throw request.validationError;
      }
      await resetPassword(ctx, request.params, request.body.password);
      clearSessionCookie(reply);
      return { message: 'Cambiaste tu contraseña. Ya podés iniciar sesión con la nueva.' };
    },
  );
};
