import type { FastifyRequest } from 'fastify';

/** Tokens in addresses: password-reset and baja-confirmation links. */
const SECRET_PATH_SEGMENTS = /((?:reset-password|baja\/confirmar|baja)\/[^/?]+\/)[^/?]+/g;

/** An address as the log writes it: the tokens of reset and baja links masked. */
export const maskedUrl = (url: string) => url.replace(SECRET_PATH_SEGMENTS, '$1[oculto]');

/** Request log lines keep method, path and client address; secrets in paths are masked. */
export const requestSerializers = {
  err: (error: unknown) => errorSerializer(error),
  req(request: FastifyRequest) {
    return { method: request.method, url: maskedUrl(request.url), remoteAddress: request.ip };
  },
};

/**
 * Fields no log line may print, whatever object a call hands the logger: headers with
 * credentials, and anything named like a password or a token.
 */
export const REDACTED_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'accessToken',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.authorization',
  '*.cookie',
];

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
};

/**
 * Errors as log lines keep what explains a failure (type, message, SQL code, stack) and drop
 * what a failed query carries about people: its parameters (a password hash, an e-mail, a name)
 * and the database's detail line (which repeats the values of a conflicting row).
 */
export function errorSerializer(error: unknown, depth = 0): LoggedError | undefined {
  if (!(error instanceof Error) || depth > 3) return undefined;
  const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
  return {
    type: error.name,
    message: error.message.replace(/\nparams:[\s\S]*$/, ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack.replace(/\nparams:[^\n]*/, '') } : {}),
    ...(cause instanceof Error ? { cause: errorSerializer(cause, depth + 1) } : {}),
  };
}
