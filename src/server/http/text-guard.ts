import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const BAD_TEXT_MESSAGE = 'El texto tiene caracteres no válidos.';

/** NUL (PostgreSQL refuses it) and UTF-16 halves without their pair (not text at all). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Bytes, not text: a body read as a stream (an uploaded video, whose request object leads to
 * the socket, the server and everything they hold) or as a buffer (a material's file).
 */
const isBinary = (value: object) => value instanceof Stream || ArrayBuffer.isView(value);

/** The path of the first bad text inside `value` ('' for the value itself), if any. */
function badTextAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object' || isBinary(value)) {
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (BAD_TEXT.test(key)) return here;
    const found = badTextAt(item, here, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One check for every route, before validation: text that cannot be stored (NUL, lone
 * surrogates) in the body, the query string or the address is a 400 under its field.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = badTextAt(part, '');
      if (field === undefined) continue;
      throw new AppError(
        'bad_request',
        BAD_TEXT_MESSAGE,
        field ? [{ field, message: BAD_TEXT_MESSAGE }] : undefined,
      );
    }
  });
}
