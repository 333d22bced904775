/** Network failures of a connection to the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** PostgreSQL's own: connection exceptions (class 08) and shutting down or starting up (57P0x). */
const SERVER_CODES = /^(08\w{3}|57P0[1-3])$/;
/** What node-postgres says when a connection dies or cannot be had in time. */
const DRIVER_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i;

/**
 * Whether an error (or what caused it) means the database cannot be reached right now, which is
 * worth a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
