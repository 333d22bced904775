import { createServer } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ResponseCache } from './response-cache';
import { guardSlowBodies } from './slow-body-guard';

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
 * answer never enters the application. Timeouts are those given to Fastify, with two changes: the
 * headers get a shorter one of their own, and a body may take longer than the request timeout
 * while each such period brings at least `minBodyBytesPerSecond` (a large upload on a slow link).
 * They are checked often enough to be kept to the second (Node checks every 30 s by default).
 */
export function serverWithResponseCache(
  cache: ResponseCache,
  minBodyBytesPerSecond: number,
): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as Timeouts;
    const requestTimeout = settings.requestTimeout ?? 0;
    const checkEveryMs = Math.min(
      5_000,
      Math.max(100, Math.floor((requestTimeout || HEADERS_TIMEOUT_MS) / 4)),
    );
    const server = createServer(
      { connectionsCheckingInterval: checkEveryMs },
      (request, response) => {
        if (!cache.serve(request, response)) handler(request, response);
      },
    );
    server.keepAliveTimeout = settings.keepAliveTimeout ?? 72_000;
    // The body's time is the guard's: Node's own limit would cut an upload that keeps moving.
    server.requestTimeout = 0;
    server.headersTimeout = requestTimeout
      ? Math.min(HEADERS_TIMEOUT_MS, requestTimeout)
      : HEADERS_TIMEOUT_MS;
    if (requestTimeout) {
      guardSlowBodies(
        server,
        { windowMs: requestTimeout, minBytesPerSecond: minBodyBytesPerSecond },
        checkEveryMs,
      );
    }
    server.setTimeout(settings.connectionTimeout ?? 0);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
