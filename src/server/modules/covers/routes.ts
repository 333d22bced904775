import type { FastifyPluginAsync } from 'fastify';
import type { CoverVariantWidth } from '../../../shared/cover-images';
import { coverVariant as coverVariantRoute } from '../../../shared/contracts/covers';
import { serve } from '../../http/serve-route';
import { createCoverVariants } from '../../storage/cover-variants';

const ONE_DAY = 86400;

/** The smaller copies of course covers, kept as long as the covers themselves. */
export const coverRoutes: FastifyPluginAsync = async (app) => {
  const coverVariant = createCoverVariants(app.ctx.storage);

  serve(app, coverVariantRoute, async (request, reply) => {
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
  });
};
