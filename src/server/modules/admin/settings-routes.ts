import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/admin';
import { serve } from '../../http/serve-route';
import { savePaymentSettings } from '../payments/payment-settings';

/** The panel's 'Configuración': how buyers may pay (cuotas). */
export const adminSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.paymentSettings, async () => ctx.paymentSettings.get());

  serve(app, routes.savePaymentSettings, async (request) => ({
    message: 'Guardamos la configuración de pagos.',
    ...(await savePaymentSettings(ctx, request.body)),
  }));
};
