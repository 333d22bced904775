// The 'Plan Contador': one monthly subscription that opens every visible course.
import { z } from 'zod';
import { EmailSchema } from './fields';
import { payerFields } from './payments';
import { priceField } from './price-fields';

/**
 * A subscription's life: `pending` until the subscriber authorizes it at the provider, `active`
 * while it is paid (or within the grace after a failed payment), `paused` when the grace ran out
 * unpaid, `cancelled` once its Botón de Baja was used (its access lasts to the end of the period
 * paid), `ended` after that. Only `active` and `cancelled` open the courses.
 */
export const PLAN_SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'paused',
  'cancelled',
  'ended',
] as const;
export type PlanSubscriptionStatus = (typeof PLAN_SUBSCRIPTION_STATUSES)[number];

/** Days a subscription stays open after a payment fails, while MercadoPago tries the card again. */
export const PLAN_GRACE_DAYS = 5;

/** The plan's name wherever it is sold, charged or invoiced. */
export const PLAN_NAME = 'Plan Contador';

export const PlanSettingsSchema = z.object({
  monthlyPrice: priceField.refine(
    (value) => value >= 1,
    'El precio mensual debe ser de al menos $ 1.',
  ),
  active: z.boolean({ error: 'Indicá si el plan se ofrece.' }),
});
export type PlanSettingsInput = z.input<typeof PlanSettingsSchema>;

/** 'Suscribirme': the payer as on the buy form; each month's receipt and invoice carry them. */
export const SubscribeSchema = z.object(payerFields);
export type SubscribeInput = z.input<typeof SubscribeSchema>;
export type Subscribe = z.output<typeof SubscribeSchema>;

/** The e-mail of the Botón de Baja of the plan, asked without a session. */
export const PlanBajaSchema = z.object({ email: EmailSchema });
