import type { FastifyRequest } from 'fastify';

/** Tokens in addresses: password-reset and baja-confirmation links. */
const SECRET_PATH_SEGMENTS = /((?:reset-password|baja\/confirmar|baja)\/[^/?]+\/)[^/?]+/g;

/** Request log lines keep method, path and client address; secrets in paths are masked. */
export const requestSerializers = {
  err: (error: unknown) => errorSerializer(error),
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url.replace(SECRET_PATH_SEGMENTS, '$1[oculto]'),
      remoteAddress: request.ip,
    };
  },
};

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
