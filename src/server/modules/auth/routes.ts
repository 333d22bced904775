import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_RESET_LINK } from '../../../shared/auth';
import * as routes from '../../../shared/contracts/auth';
import { clearSessionCookie, currentUser, setSessionCookie } from '../../http/session-auth';
import { serve } from '../../http/serve-route';
import { badRequest } from '../../errors';
import { rememberSignIn, signedInFromBefore } from './known-addresses';
import { liveResetLink, requestPasswordReset, resetPassword } from './password-reset';
import { toPublicUser } from './user-views';
import { perAccount, perIp } from './rate-limits';
import { login, register, resendCode, verifyAccount } from './service';
import { endSession } from './sessions';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  /** Puts a new session in the browser and remembers where it was opened; answers the user. */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    { user, session }: Awaited<ReturnType<typeof login>>,
  ) {
    await rememberSignIn(ctx.db, user.id, request.ip, ctx.now());
    setSessionCookie(reply, session.token, session.expiresAt);
    return toPublicUser(ctx.db, user);
  }

  serve(
    app,
    routes.register,
    async (request, reply) => {
      const opened = await register(ctx, request.body);
      return {
        user: await openSession(request, reply, opened),
        message: `Creamos tu cuenta. Te enviamos un código de verificación a ${opened.user.email}.`,
      };
    },
    { config: { rateLimit: perIp('register', 10) } },
  );

  serve(
    app,
    routes.login,
    async (request, reply) => {
      return { user: await openSession(request, reply, await login(ctx, request.body)) };
    },
    {
      config: { rateLimit: perIp('login', 30) },
      // An address the person signed in from before has a budget of its own: failures from
      // elsewhere cannot lock them out.
      preHandler: perAccount(app, 'login', 10, async (request, email) =>
        (await signedInFromBefore(ctx.db, email, request.ip)) ? `known:${request.ip}` : undefined,
      ),
    },
  );

  serve(
    app,
    routes.logout,
    async (request, reply) => {
      if (request.auth) await endSession(ctx.db, request.auth.tokenHash);
      clearSessionCookie(reply);
      return { message: 'Cerraste sesión.' };
    },
    { onRequest: app.loadSession },
  );

  serve(
    app,
    routes.verifySession,
    async (request) => ({
      user: request.auth ? await toPublicUser(ctx.db, request.auth.user) : null,
    }),
    { onRequest: app.loadSession },
  );

  serve(
    app,
    routes.verifyAccount,
    async (request) => {
      const user = await verifyAccount(ctx, currentUser(request), request.body.otp);
      return {
        user: await toPublicUser(ctx.db, user),
        message: '¡Listo! Verificaste tu cuenta.',
      };
    },
    {
      onRequest: app.requireUser,
      config: { rateLimit: perIp('code', 30) },
      preHandler: perAccount(app, 'code', 15),
    },
  );

  serve(
    app,
    routes.resendCode,
    async (request) => {
      const purpose = request.body?.purpose ?? 'verify_account';
      const sentTo = await resendCode(ctx, currentUser(request), purpose);
      return { message: `Te enviamos un código nuevo a ${sentTo}.` };
    },
    {
      onRequest: app.requireUser,
      config: { rateLimit: perIp('resend', 20) },
      preHandler: perAccount(app, 'resend', 8),
    },
  );

  serve(
    app,
    routes.forgotPassword,
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return {
        message: `Si ${request.body.email} tiene una cuenta, te enviamos un correo con las instrucciones para restablecer tu contraseña.`,
      };
    },
    { config: { rateLimit: perIp('forgot', 10) }, preHandler: perAccount(app, 'forgot', 3) },
  );

  serve(
    app,
    routes.checkResetLink,
    async (request) => {
      if (request.validationError) throw badRequest(INVALID_RESET_LINK);
      await liveResetLink(ctx, request.params);
      return { message: 'El enlace es válido.' };
    },
    { config: { rateLimit: perIp('reset-link', 30) }, attachValidation: true },
  );

  serve(
    app,
    routes.resetPassword,
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
    { config: { rateLimit: perIp('reset', 10) }, attachValidation: true },
  );
};
