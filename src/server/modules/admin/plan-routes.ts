import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/plan-subscription';
import { serve } from '../../http/serve-route';
import { adminSubscriptions } from '../subscriptions/admin-view';
import { readPlanSettings, savePlanSettings } from '../subscriptions/settings';

/** The panel's 'Plan Contador' (inside the admin scope: administrators only). */
export const adminPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  serve(app, routes.planSettings, async () => readPlanSettings(ctx.db));
  serve(app, routes.savePlanSettings, async (request) => savePlanSettings(ctx, request.body));
  serve(app, routes.adminSubscriptions, async () => adminSubscriptions(ctx));
};
