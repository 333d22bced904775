import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentSettingsSchema } from '../../../shared/payment-settings';
import {
  PaymentSettingsAnswerSchema,
  SavedPaymentSettingsAnswerSchema,
} from '../../../shared/responses/payments';
import { ok } from '../../http/responses';
import { savePaymentSettings } from '../payments/payment-settings';

/** The panel's 'Configuración': how buyers may pay (cuotas). */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/settings/payments',
    { schema: { response: ok(PaymentSettingsAnswerSchema) } },
    async () => ctx.paymentSettings.get(),
  );

  app.put(
    '/settings/payments',
    { schema: { body: PaymentSettingsSchema, response: ok(SavedPaymentSettingsAnswerSchema) } },
    async (request) => ({
      message: 'Guardamos la configuración de pagos.',
      ...(await savePaymentSettings(ctx, request.body)),
    }),
  );
};
