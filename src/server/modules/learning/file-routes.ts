import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors';
import { currentUser } from '../auth/session-auth';
import { isPrivateKey, mayReadPrivateFile } from './private-files';

export const FILE_NOT_FOUND = 'No encontramos ese archivo.';
export const FILE_NOT_OWNED = 'Este archivo es parte de un curso que todavía no tenés.';

/**
 * The files of paid lessons and materials, from the private area of storage: checked on every
 * request (sessions come from the learning routes' hook), streamed with ranges so that a video
 * can be sought, never kept by a shared cache.
 */
export const privateFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await mkdir(ctx.storage.privateRoot, { recursive: true });
  await app.register(fastifyStatic, { root: ctx.storage.privateRoot, serve: false });

  app.get(
    '/learning/files/*',
    {
      schema: { params: z.object({ '*': z.string() }) },
      // A part of a video (206) must be sent as it is, never compressed.
      compress: false,
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isPrivateKey(key)) throw notFound(FILE_NOT_FOUND);
      if (!(await mayReadPrivateFile(ctx.db, currentUser(request), key))) {
        throw forbidden(FILE_NOT_OWNED);
      }
      // The session hook has answered 'no-store': the file stays on the owner's side only.
      return reply.sendFile(key, { cacheControl: false });
    },
  );
};
