import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_LIMIT_MESSAGE } from '../../../shared/api-error';
import { AppError } from '../../errors';

const WINDOW = '15 minutes';

type Scope =
  | 'login'
  | 'register'
  | 'code'
  | 'resend'
  | 'forgot'
  | 'reset'
  | 'reset-link'
  | 'order'
  | 'quote'
  | 'booking'
  | 'booking-change'
  | 'password'
  | 'seat'
  | 'subscribe';

/** Per-IP limit of one kind of auth call. */
export const perIp = (scope: Scope, max: number) => ({
  max,
  timeWindow: WINDOW,
  keyGenerator: (request: FastifyRequest) => `${scope}:ip:${request.ip}`,
});

/**
 * Per-account limit of one kind of auth call, keyed by the signed-in user or, before sign-in,
 * by the e-mail in the body: spreading tries over many addresses does not get around it.
 * `ownBudget` may name a caller who gets a counter of their own (see the login route), so that
 * the shared counter running out does not lock them out.
 */
export function perAccount(
  app: FastifyInstance,
  scope: Scope,
  max: number,
  ownBudget?: (request: FastifyRequest, account: string) => Promise<string | undefined>,
) {
  const keys = new WeakMap<FastifyRequest, string>();
  // A limiter of its own: the plugin runs only one of its hooks per request, and the
  // per-IP limit of the route config already takes that slot.
  const limiter = app.createRateLimit({
    max,
    timeWindow: WINDOW,
    keyGenerator: (request) => keys.get(request) ?? `${scope}:account:${request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    const account =
      request.auth?.user.id ?? (typeof email === 'string' ? email.toLowerCase() : request.ip);
    const own = ownBudget ? await ownBudget(request, account) : undefined;
    keys.set(request, `${scope}:account:${account}${own ? `:${own}` : ''}`);
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('too_many_requests', RATE_LIMIT_MESSAGE);
    }
  };
}
