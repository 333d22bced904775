import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COVER_VARIANT_WIDTHS, type CoverVariantWidth } from '../../../shared/cover-images';
import { createCoverVariants } from '../../storage/cover-variants';

const ONE_DAY = 86400;

const VariantParams = z.object({
  width: z.enum(COVER_VARIANT_WIDTHS.map(String) as [string, ...string[]], {
    message: 'Ese tamaño de imagen no existe.',
  }),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,120}\.webp$/, 'Ese nombre de imagen no es válido.'),
});

/**
 * The smaller copies of course covers, at the address beside the cover's own
 * (`/uploads/courses/<width>/<name>.webp`), kept as long as the covers themselves.
 */
export const coverRoutes: FastifyPluginAsyncZod = async (app) => {
  const coverVariant = createCoverVariants(app.ctx.storage);

  app.get(
    '/uploads/courses/:width/:file',
    { schema: { params: VariantParams } },
    async (request, reply) => {
      const { width, file } = request.params;
      const variant = await coverVariant(
        file.slice(0, -'.webp'.length),
        Number(width) as CoverVariantWidth,
      );
      if (!variant) {
        return reply.status(404).send({ message: 'La imagen solicitada no existe.' });
      }
      return reply
        .type('image/webp')
        .header('cache-control', `public, max-age=${ONE_DAY}`)
        .send(variant);
    },
  );
};
