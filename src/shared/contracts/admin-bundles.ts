import { z } from 'zod';
import { BundleFormSchema, BundleIdSchema } from '../bundles';
import { AdminBundleAnswerSchema, AdminBundlesSchema } from '../responses/bundles';
import { defineRoute } from './define-route';

/** Every bundle, newest first, with its approved sales ('Rutas'). */
export const listAdminBundles = defineRoute({
  method: 'GET',
  path: '/admin/bundles',
  response: { 200: AdminBundlesSchema },
});

export const createBundle = defineRoute({
  method: 'POST',
  path: '/admin/bundles',
  body: BundleFormSchema,
  response: { 201: AdminBundleAnswerSchema },
});

export const updateBundle = defineRoute({
  method: 'PUT',
  path: '/admin/bundles/:id',
  params: z.object({ id: BundleIdSchema }),
  body: BundleFormSchema,
  response: { 200: AdminBundleAnswerSchema },
});
