import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/admin-bundles';
import { serve } from '../../http/serve-route';
import { adminBundles, saveAdminBundle } from '../bundles/admin-bundles';
import { refuseInvalidCourse } from './course-form-errors';

/** Room for a 5 MB picture sent as a data URL (base64 adds a third) and the rest of the form. */
const BUNDLE_FORM = { bodyLimit: 8 * 1024 * 1024, attachValidation: true };

/** The panel's 'Rutas' (inside the admin scope: administrators only). */
export const adminBundleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.listAdminBundles, async () => ({ bundles: await adminBundles(ctx) }));

  serve(
    app,
    routes.createBundle,
    async (request) => {
      await refuseInvalidCourse(request);
      return { message: 'Creamos la ruta.', bundle: await saveAdminBundle(ctx, request.body) };
    },
    BUNDLE_FORM,
  );

  serve(
    app,
    routes.updateBundle,
    async (request) => {
      await refuseInvalidCourse(request);
      return {
        message: 'Guardamos la ruta.',
        bundle: await saveAdminBundle(ctx, request.body, request.params.id),
      };
    },
    BUNDLE_FORM,
  );
};
