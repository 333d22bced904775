import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';

export const SESSION_COOKIE = 'token';

type UserRow = typeof users.$inferSelect;
export type ActiveSession = {
  tokenHash: string;
  user: UserRow;
  refreshed: boolean;
  expiresAt: Date;
};

/** The live session of a cookie's token: the auth module's session store answers it. */
export type FindSession = (db: Db, token: string, now: Date) => Promise<ActiveSession | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: ActiveSession | null;
  }
  interface FastifyInstance {
    /** onRequest hook: resolves the session cookie, if any, into `request.auth`. */
    loadSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: like loadSession, and answers 401 without a live session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: answers 401 without a session and 403 for non-admins. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.ctx.config.appUrl.startsWith('https:'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** The hash of the signed-in session of a request that passed `requireUser`: one browser. */
export function currentSessionHash(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  return request.auth.tokenHash;
}

export const sessionAuth = fastifyPlugin(
  async (app: FastifyInstance, { findSession }: { findSession: FindSession }) => {
    app.decorateRequest('auth', null);

    async function loadSession(request: FastifyRequest, reply: FastifyReply) {
      if (request.auth) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const session = await findSession(app.ctx.db, token, app.ctx.now());
      if (!session) {
        clearSessionCookie(reply);
        return;
      }
      request.auth = session;
      // An answer for a signed-in person is theirs alone: no cache keeps it.
      reply.header('cache-control', 'no-store');
      if (session.refreshed) setSessionCookie(reply, token, session.expiresAt);
    }

    app.decorate('loadSession', loadSession);
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      await loadSession(request, reply);
      if (!request.auth) throw unauthorized();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await loadSession(request, reply);
      if (!request.auth) throw unauthorized();
      if (!request.auth.user.roles.includes('admin')) throw forbidden();
    });
  },
  { name: 'session-auth' },
);
