import { z } from 'zod';
import { SiteContactSchema } from '../site-contact';
import { defineRoute } from './define-route';

/** The consultancy's contact details, for pages the browser draws alone (footer, contact block). */
export const siteContact = defineRoute({
  method: 'GET',
  path: '/site',
  response: { 200: z.object({ contact: SiteContactSchema }) },
});
