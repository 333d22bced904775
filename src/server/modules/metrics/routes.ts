import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound, unauthorized } from '../../errors';
import { createMetrics, type Metrics } from './metrics';
import { readOperations } from './operations';

const NOT_HERE = 'El recurso solicitado no existe.';
const WRONG_TOKEN = 'Las métricas piden el token de METRICS_TOKEN.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an `Authorization: Bearer …` header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** The metrics port's whole server: `GET /metrics`, behind the token too when there is one. */
function metricsListener(metrics: Metrics, token: string | undefined) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(NOT_HERE);
    } else if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      response
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer',
        })
        .end(WRONG_TOKEN);
    } else {
      metrics.render().then(
        (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    }
  };
}

/**
 * `/metrics` for Prometheus, never public: on the main port behind METRICS_TOKEN (a bearer
 * token), or on METRICS_PORT of its own (127.0.0.1 unless METRICS_HOST says otherwise), where
 * the main port answers 404. Without either there are no metrics and nothing is measured.
 * Every request that reaches the application is timed under its route pattern.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: Config['metrics'],
  database: Database,
): void {
  const { token, port, host } = options;
  const metrics =
    token !== undefined || port !== undefined
      ? createMetrics({
          cache: app.responseCache,
          readOperations: () => readOperations(database),
          log: app.log,
        })
      : undefined;
  if (!metrics) {
    app.get('/metrics', async () => {
      throw notFound(NOT_HERE);
    });
    return;
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (port !== undefined || token === undefined) throw notFound(NOT_HERE);
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized(WRONG_TOKEN);
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });

  if (port !== undefined) {
    const server = createServer(metricsListener(metrics, token));
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      app.log.info(`Métricas en http://${host}:${port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  }
}
