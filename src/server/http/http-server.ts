import { createServer } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ResponseCache } from './response-cache';

type Timeouts = {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
};

/** Browsers send their headers at once: a client still sending them after this is stalling. */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * The HTTP server Fastify would make, with the response cache in front: a request the cache can
 * answer never enters the application. Timeouts are those given to Fastify; the headers get a
 * shorter one of their own, and the timeouts are checked often enough to be kept to the second
 * (Node checks every 30 s unless told otherwise).
 */
export function serverWithResponseCache(cache: ResponseCache): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as Timeouts;
    const requestTimeout = settings.requestTimeout ?? 0;
    const server = createServer(
      {
        connectionsCheckingInterval: Math.min(
          5_000,
          Math.max(100, Math.floor((requestTimeout || HEADERS_TIMEOUT_MS) / 4)),
        ),
      },
      (request, response) => {
        if (!cache.serve(request, response)) handler(request, response);
      },
    );
    server.keepAliveTimeout = settings.keepAliveTimeout ?? 72_000;
    server.requestTimeout = requestTimeout;
    server.headersTimeout = requestTimeout
      ? Math.min(HEADERS_TIMEOUT_MS, requestTimeout)
      : HEADERS_TIMEOUT_MS;
    server.setTimeout(settings.connectionTimeout ?? 0);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
