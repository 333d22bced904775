import { PaymentSettingsSchema } from '../payment-settings';
import { AdminStatsSchema, CheckoutStatsSchema } from '../responses/admin';
import { MessageAnswerSchema } from '../responses/common';
import {
  PaymentSettingsAnswerSchema,
  SavedPaymentSettingsAnswerSchema,
} from '../responses/payments';
import { defineRoute } from './define-route';

/** The panel's entry check, as the panel opens: administrators only. */
export const enterPanel = defineRoute({
  method: 'POST',
  path: '/admin',
  response: { 200: MessageAnswerSchema },
});

/** The dashboard's sales figures. */
export const salesStats = defineRoute({
  method: 'GET',
  path: '/admin/stats',
  response: { 200: AdminStatsSchema },
});

/** Checkouts opened, paid and recovered by the reminder over the last 30 days. */
export const checkoutStats = defineRoute({
  method: 'GET',
  path: '/admin/stats/checkouts',
  response: { 200: CheckoutStatsSchema },
});

/** The panel's 'Configuración': how buyers may pay (cuotas). */
export const paymentSettings = defineRoute({
  method: 'GET',
  path: '/admin/settings/payments',
  response: { 200: PaymentSettingsAnswerSchema },
});

export const savePaymentSettings = defineRoute({
  method: 'PUT',
  path: '/admin/settings/payments',
  body: PaymentSettingsSchema,
  response: { 200: SavedPaymentSettingsAnswerSchema },
});
