import { createServer } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ResponseCache } from './response-cache';

type Timeouts = {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
};

/**
 * The HTTP server Fastify would make, with the response cache in front: a request the cache can
 * answer never enters the application. Timeouts are Fastify's, as it would have set them.
 */
export function serverWithResponseCache(cache: ResponseCache): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as Timeouts;
    const server = createServer((request, response) => {
      if (!cache.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout ?? 72_000;
    server.requestTimeout = settings.requestTimeout ?? 0;
    server.setTimeout(settings.connectionTimeout ?? 0);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
