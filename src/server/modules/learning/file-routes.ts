import { tmpdir } from 'node:os';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateFile } from '../../../shared/contracts/learning';
import { forbidden, notFound } from '../../errors';
import { sendDelivery } from '../../http/send-delivery';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { isPrivateKey } from '../../storage/private-key';
import { availableOn } from '../../../shared/unit-release';
import { materialOfFile, privateFileAccess, recordMaterialDownload } from './private-files';

export const FILE_NOT_FOUND = 'No encontramos ese archivo.';
export const FILE_NOT_OWNED = 'Este archivo es parte de un curso que todavía no tenés.';

/**
 * `attachment` with the original name: exact in `filename*` (RFC 6266, UTF-8), and a plain
 * ASCII copy in `filename` for the rare client that reads only that.
 */
function attachment(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * The files of paid lessons and materials, from the private area of storage: checked on every
 * request (the student scope asks for the session), never kept by a shared cache; a
 * material's file comes as an attachment. Local files are streamed with ranges so that a video
 * can be sought; a bucket's owner is sent to a signed address that soon expires (the bucket
 * answers the ranges), so the check is made at every new address.
 */
export const privateFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Only for `sendFile`: each file's folder is given by the storage.
  await app.register(fastifyStatic, { root: tmpdir(), serve: false });

  serve(
    app,
    privateFile,
    async (request, reply) => {
      const key = request.params['*'];
      if (!isPrivateKey(key)) throw notFound(FILE_NOT_FOUND);
      const access = await privateFileAccess(ctx.db, currentUser(request), key, ctx.now());
      if (!access.allowed) {
        throw forbidden(access.opensOn ? availableOn(access.opensOn) : FILE_NOT_OWNED);
      }
      reply.header('x-content-type-options', 'nosniff');
      // A material's file is saved under its original name, never opened in the site's origin.
      const material = await materialOfFile(ctx.db, key);
      const delivery = await ctx.storage.privateFile(key, {
        disposition: material ? attachment(material.name) : undefined,
      });
      // What a buyer downloaded counts as use of the course (arrepentimiento, decision 0032).
      const user = currentUser(request);
      if (material && !user.roles.includes('admin')) {
        await recordMaterialDownload(ctx.db, {
          userId: user.id,
          materialId: material.id,
          at: ctx.now(),
        });
      }
      // The file, and the signed address to it, stay on the owner's side only.
      return sendDelivery(reply, delivery, { cacheControl: 'no-store' });
    },
    // A part of a video (206) must be sent as it is, never compressed.
    { compress: false },
  );
};
