import { z } from 'zod';
import { isoDate } from './common';

/** The 'Plan Contador' as offered: its monthly price, and how many courses it opens. */
export const PlanOfferSchema = z.object({
  active: z.boolean(),
  monthlyPrice: z.number(),
  courses: z.number(),
});
export type PlanOffer = z.infer<typeof PlanOfferSchema>;

/**
 * The signed-in account's subscription. `none` before any (or after one ended), `pending` until
 * it is authorized at MercadoPago (`initPoint` leads back there). `accessUntil` is the end of the
 * period paid; `graceUntil`, after a failed payment, the day access pauses unless a payment
 * comes.
 */
export const OwnSubscriptionSchema = z.object({
  status: z.enum(['none', 'pending', 'active', 'paused', 'cancelled']),
  monthlyPrice: z.number().nullable(),
  startedAt: isoDate.nullable(),
  nextPaymentDate: isoDate.nullable(),
  accessUntil: isoDate.nullable(),
  graceUntil: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  initPoint: z.string().nullable(),
  plan: PlanOfferSchema,
});
export type OwnSubscription = z.infer<typeof OwnSubscriptionSchema>;

export const SubscribeAnswerSchema = z.object({ init_point: z.string() });

export const PlanSettingsAnswerSchema = z.object({
  monthlyPrice: z.number(),
  active: z.boolean(),
});
export type PlanSettingsAnswer = z.infer<typeof PlanSettingsAnswerSchema>;

/** A subscriber in the panel's list. */
export const SubscriberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'active', 'paused', 'cancelled', 'ended']),
  monthlyPrice: z.number(),
  startedAt: isoDate.nullable(),
  accessUntil: isoDate.nullable(),
  nextPaymentDate: isoDate.nullable(),
  paymentFailedAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  /** Approved monthly payments so far, and their sum. */
  payments: z.number(),
  paid: z.number(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

/** One month (Argentine calendar, 'YYYY-MM') of the plan: new, cancelled, and its revenue. */
export const PlanMonthSchema = z.object({
  month: z.string(),
  started: z.number(),
  cancelled: z.number(),
  revenue: z.number(),
});

/**
 * The panel's 'Plan Contador': MRR is the monthly price of every subscription that will charge
 * again (active, not cancelled), in pesos.
 */
export const AdminSubscriptionsSchema = z.object({
  mrr: z.number(),
  active: z.number(),
  paused: z.number(),
  cancelling: z.number(),
  months: z.array(PlanMonthSchema),
  subscribers: z.array(SubscriberSchema),
});
export type AdminSubscriptions = z.infer<typeof AdminSubscriptionsSchema>;

/** The sandbox's own authorization page for a preapproval. */
export const SandboxPreapprovalSchema = z.object({
  id: z.string(),
  reason: z.string(),
  amount: z.number(),
  payerEmail: z.string(),
  status: z.string(),
});
export type SandboxPreapproval = z.infer<typeof SandboxPreapprovalSchema>;
