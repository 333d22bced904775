import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCrossSite(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    return origin !== own && !allowedOrigins.has(origin);
  }
  // Without Origin (non-browser clients), trust the browser's own fetch metadata when present.
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Refuses state-changing API calls sent from another site. Together with the JSON-only
 * body parser and the SameSite cookie this stops cross-site request forgery.
 */
export function registerSameOriginCheck(app: FastifyInstance, appUrl: string): void {
  const allowedOrigins = new Set([new URL(appUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, allowedOrigins)) {
      throw forbidden('Solicitud rechazada: el origen no está permitido.');
    }
  });
}
