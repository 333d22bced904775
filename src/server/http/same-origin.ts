import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_MESSAGE = 'Solicitud rechazada: el origen no está permitido.';

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
  const refuse = refuseCrossSite(appUrl);
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method)) await refuse(request);
  });
}

/**
 * An onRequest hook that refuses a request sent from another site whatever its method: for a
 * route whose safe method tells something of the site's own (a resumable upload's HEAD).
 */
export function refuseCrossSite(appUrl: string) {
  const allowedOrigins = new Set([new URL(appUrl).origin]);
  return async (request: FastifyRequest): Promise<void> => {
    if (isCrossSite(request, allowedOrigins)) throw forbidden(CROSS_SITE_MESSAGE);
  };
}
