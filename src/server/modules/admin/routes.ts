import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/admin';
import { serve } from '../../http/serve-route';
import { adminAnnouncementRoutes } from '../announcements/admin-routes';
import { adminCertificateRoutes } from '../certificates/routes';
import { adminConsultationRoutes } from '../consultations/admin-routes';
import { adminContactRoutes } from '../contact/admin-routes';
import { adminMonotributoRoutes } from '../monotributo/admin-routes';
import { adminQuestionRoutes } from '../questions/admin-routes';
import { adminReviewRoutes } from '../reviews/admin-routes';
import { adminBundleRoutes } from './bundle-routes';
import { adminPlanRoutes } from './plan-routes';
import { adminTaxCalendarRoutes } from '../tax-calendar/admin-routes';
import { adminCouponRoutes } from '../coupons/admin-routes';
import { adminConsumerLawRoutes } from './consumer-law-routes';
import { adminCourseRoutes } from './course-routes';
import { adminMaterialRoutes } from './material-routes';
import { adminPurchaseRoutes } from './purchase-routes';
import { adminSettingsRoutes } from './settings-routes';
import { adminTeamRoutes } from './team-routes';
import { checkoutStats } from './checkout-stats';
import { adminReportRoutes } from '../reports/routes';
import { salesStats } from './stats';
import { adminUserRoutes } from './user-routes';
import { adminVideoRoutes } from '../videos/admin-routes';
import { videoCaptionRoutes } from '../videos/captions-routes';

/**
 * Everything under /api/admin, in one scope whose every route answers 401 to signed-out
 * visitors and 403 to anyone without the admin role, before any route code runs.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The panel's entry check (`POST /api/admin`, as the panel opens): administrators only. */
  serve(app, routes.enterPanel, async () => ({ message: 'Acceso permitido.' }));
  serve(app, routes.salesStats, async () => salesStats(app.ctx));
  serve(app, routes.checkoutStats, async () => checkoutStats(app.ctx));

  await app.register(adminUserRoutes);
  await app.register(adminPurchaseRoutes);
  await app.register(adminCourseRoutes);
  await app.register(adminBundleRoutes);
  await app.register(adminTeamRoutes);
  await app.register(adminPlanRoutes);
  await app.register(adminMaterialRoutes);
  await app.register(adminConsumerLawRoutes);
  await app.register(adminCertificateRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminCouponRoutes);
  await app.register(adminConsultationRoutes);
  await app.register(adminMonotributoRoutes);
  await app.register(adminTaxCalendarRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminQuestionRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminAnnouncementRoutes);
  await app.register(adminVideoRoutes);
  await app.register(videoCaptionRoutes);
};
