import { z } from 'zod';
import { MAX_INSTALLMENTS } from './installments';

/**
 * How buyers may pay, as the panel sets it (`PUT /api/admin/settings/payments`): the most
 * installments a checkout offers, and whether the firm absorbs their interest (MercadoPago's
 * 'cuotas sin interés' is set in the firm's MercadoPago account; the site only says so).
 */
export const PaymentSettingsSchema = z.object({
  maxInstallments: z.coerce
    .number({ error: 'Ingresá la cantidad máxima de cuotas.' })
    .int('La cantidad de cuotas va en números enteros.')
    .min(1, 'Como mínimo, 1 cuota (un pago).')
    .max(MAX_INSTALLMENTS, `Como máximo, ${MAX_INSTALLMENTS} cuotas.`),
  interestFree: z.boolean({ error: 'Indicá si las cuotas son sin interés.' }),
});
export type PaymentSettingsInput = z.input<typeof PaymentSettingsSchema>;
export type PaymentSettings = z.output<typeof PaymentSettingsSchema>;

/** Until the firm says otherwise: one payment, nothing promised about cuotas. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  maxInstallments: 1,
  interestFree: false,
};
