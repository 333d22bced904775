import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_MATERIAL_BYTES } from '../../../shared/material-files';
import { MaterialUploadAnswerSchema } from '../../../shared/responses/materials';
import { fieldError } from '../../errors';
import { MATERIAL_TOO_LARGE, storeMaterialFile } from '../courses/material-files';

const UploadQuery = z.object({
  name: z
    .string({ error: 'Falta el nombre del archivo.' })
    .trim()
    .min(1, 'Falta el nombre del archivo.')
    .max(200, 'El nombre del archivo es demasiado largo.'),
});

/**
 * `POST /materials/files?name=…`: a material file sent as the raw body (never base64 inside
 * the course's JSON), stored privately; the answer goes in the course form until it is saved.
 */
export const adminMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Any type but JSON is read as the file's bytes (a browser may send the file's own type).
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_MATERIAL_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/materials/files',
    {
      bodyLimit: MAX_MATERIAL_BYTES,
      schema: { querystring: UploadQuery, response: { 201: MaterialUploadAnswerSchema } },
      // A declared size over the limit is refused before a byte of the body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > MAX_MATERIAL_BYTES) {
          throw fieldError('file', MATERIAL_TOO_LARGE);
        }
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw fieldError('file', 'Elegí un archivo desde tu equipo.');
      }
      const file = await storeMaterialFile(ctx, request.query.name, request.body);
      return reply.status(201).send({ message: 'Subimos el archivo.', file });
    },
  );
};
