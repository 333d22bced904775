import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/bundles';
import { serve } from '../../http/serve-route';
import { listVisibleBundles, publicBundle } from './public-bundles';

/** The public 'Rutas de aprendizaje': the same for everyone. */
export const bundleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  serve(app, routes.listBundles, async () => ({ bundles: await listVisibleBundles(ctx) }), {
    config: { responseCache: 'everyone' },
  });
  serve(
    app,
    routes.bundleDetail,
    async (request) => ({ bundle: await publicBundle(ctx, request.params.id) }),
    { config: { responseCache: 'everyone' } },
  );
};
