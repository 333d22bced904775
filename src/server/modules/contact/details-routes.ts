import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SiteContactSchema } from '../../../shared/site-contact';
import { ok } from '../../http/responses';
import { publicContact } from './public-contact';

/** The consultancy's contact details for pages the browser draws alone (footer, contact block). */
export const contactDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = publicContact(app.ctx.config);
  app.get(
    '/site',
    { schema: { response: ok(z.object({ contact: SiteContactSchema })) } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { contact };
    },
  );
};
