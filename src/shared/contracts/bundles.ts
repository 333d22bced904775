import { z } from 'zod';
import { BundleIdSchema } from '../bundles';
import { BundleDetailSchema, BundleListSchema } from '../responses/bundles';
import { defineRoute } from './define-route';

/** The visible 'Rutas de aprendizaje', for the catalogue. */
export const listBundles = defineRoute({
  method: 'GET',
  path: '/bundles',
  response: { 200: BundleListSchema },
});

/** A visible bundle's page, found by its id (a changed slug still finds it). */
export const bundleDetail = defineRoute({
  method: 'GET',
  path: '/bundles/:id/:slug',
  params: z.object({ id: BundleIdSchema, slug: z.string().max(200) }),
  response: { 200: z.object({ bundle: BundleDetailSchema }) },
});
