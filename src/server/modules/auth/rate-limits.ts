import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_LIMIT_MESSAGE } from '../../../shared/api-error';
import { AppError } from '../../errors';

const WINDOW = '15 minutes';

type Scope = 'login' | 'register' | 'code' | 'resend' | 'forgot' | 'reset' | 'order' | 'password';

/** Per-IP limit of one kind of auth call. */
export const perIp = (scope: Scope, max: number) => ({
  max,
  timeWindow: WINDOW,
  keyGenerator: (request: FastifyRequest) => `${scope}:ip:${request.ip}`,
});

/**
 * Per-account limit of one kind of auth call, keyed by the signed-in user or, before sign-in,
 * by the e-mail in the body: spreading tries over many addresses does not get around it.
 */
export function perAccount(app: FastifyInstance, scope: Scope, max: number) {
  // A limiter of its own: the plugin runs only one of its hooks per request, and the
  // per-IP limit of the route config already takes that slot.
  const limiter = app.createRateLimit({
    max,
    timeWindow: WINDOW,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | null | undefined)?.email;
      const account =
        request.auth?.user.id ?? (typeof email === 'string' ? email.toLowerCase() : request.ip);
      return `${scope}:account:${account}`;
    },
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('too_many_requests', RATE_LIMIT_MESSAGE);
    }
  };
}
