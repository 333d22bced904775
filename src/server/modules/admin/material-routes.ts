import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/admin-courses';
import { MAX_MATERIAL_BYTES } from '../../../shared/material-files';
import { fieldError } from '../../errors';
import { serve } from '../../http/serve-route';
import { MATERIAL_TOO_LARGE, storeMaterialFile } from '../courses/material-files';

/** `POST /materials/files?name=…`: a material file sent as the raw body, stored privately. */
export const adminMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Any type but JSON is read as the file's bytes (a browser may send the file's own type).
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_MATERIAL_BYTES },
    (_request, body, done) => done(null, body),
  );

  serve(
    app,
    routes.uploadMaterialFile,
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw fieldError('file', 'Elegí un archivo desde tu equipo.');
      }
      const file = await storeMaterialFile(ctx, request.query.name, request.body);
      return { message: 'Subimos el archivo.', file };
    },
    {
      bodyLimit: MAX_MATERIAL_BYTES,
      // A declared size over the limit is refused before a byte of the body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > MAX_MATERIAL_BYTES) {
          throw fieldError('file', MATERIAL_TOO_LARGE);
        }
      },
    },
  );
};
