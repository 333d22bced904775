import type { FastifyPluginAsync } from 'fastify';
import { siteContact } from '../../../shared/contracts/site';
import { serve } from '../../http/serve-route';
import { publicContact } from './public-contact';

/** The consultancy's contact details for pages the browser draws alone (footer, contact block). */
export const contactDetailsRoutes: FastifyPluginAsync = async (app) => {
  const contact = publicContact(app.ctx.config);
  serve(app, siteContact, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { contact };
  });
};
