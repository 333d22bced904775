import type { FastifyRequest } from 'fastify';

const SECRET_PATH_SEGMENTS = /(reset-password\/[^/?]+\/)[^/?]+/g;

/** Request log lines keep method, path and client address; secrets in paths are masked. */
export const requestSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url.replace(SECRET_PATH_SEGMENTS, '$1[oculto]'),
      remoteAddress: request.ip,
    };
  },
};
