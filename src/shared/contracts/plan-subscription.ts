import { z } from 'zod';
import { LinkTokenSchema } from '../consumer';
import { PlanBajaSchema, PlanSettingsSchema, SubscribeSchema } from '../plan-subscription';
import { MessageAnswerSchema } from '../responses/common';
import {
  AdminSubscriptionsSchema,
  OwnSubscriptionSchema,
  PlanOfferSchema,
  PlanSettingsAnswerSchema,
  SandboxPreapprovalSchema,
  SubscribeAnswerSchema,
} from '../responses/plan-subscription';
import { defineRoute } from './define-route';

/** The 'Plan Contador' as the public page offers it. */
export const planOffer = defineRoute({
  method: 'GET',
  path: '/subscriptions/plan',
  response: { 200: PlanOfferSchema },
});

/** 'Suscribirme': where to authorize the monthly charge (MercadoPago, or the sandbox). */
export const subscribe = defineRoute({
  method: 'POST',
  path: '/subscriptions',
  body: SubscribeSchema,
  response: { 200: SubscribeAnswerSchema },
});

export const ownSubscription = defineRoute({
  method: 'GET',
  path: '/user/subscription',
  response: { 200: OwnSubscriptionSchema },
});

/** 'Cancelar suscripción' in the account: no questions; access lasts to the end of the period. */
export const cancelOwnSubscription = defineRoute({
  method: 'POST',
  path: '/user/subscription/cancel',
  response: { 200: OwnSubscriptionSchema },
});

/** The plan's Botón de Baja without a session: a link is e-mailed to the subscriber's address. */
export const requestPlanBaja = defineRoute({
  method: 'POST',
  path: '/subscriptions/baja',
  body: PlanBajaSchema,
  response: { 201: MessageAnswerSchema },
});

export const confirmPlanBaja = defineRoute({
  method: 'POST',
  path: '/subscriptions/baja/:id/confirm',
  params: z.object({ id: z.uuid() }),
  body: LinkTokenSchema,
  response: { 200: MessageAnswerSchema },
});

export const planSettings = defineRoute({
  method: 'GET',
  path: '/admin/settings/subscription',
  response: { 200: PlanSettingsAnswerSchema },
});

export const savePlanSettings = defineRoute({
  method: 'PUT',
  path: '/admin/settings/subscription',
  body: PlanSettingsSchema,
  response: { 200: PlanSettingsAnswerSchema },
});

/** Subscribers, MRR and each month's new subscriptions and cancellations. */
export const adminSubscriptions = defineRoute({
  method: 'GET',
  path: '/admin/subscriptions',
  response: { 200: AdminSubscriptionsSchema },
});

const PreapprovalParams = z.object({
  preapprovalId: z.string().regex(/^sandbox-pre-[\w-]{1,60}$/),
});

/** The sandbox's page in place of MercadoPago's subscription checkout. */
export const sandboxPreapproval = defineRoute({
  method: 'GET',
  path: '/payments/sandbox/subscriptions/:preapprovalId',
  params: PreapprovalParams,
  response: { 200: SandboxPreapprovalSchema },
});

/** Authorizes the sandbox preapproval (its first month is charged at once, as MercadoPago does). */
export const authorizeSandboxPreapproval = defineRoute({
  method: 'POST',
  path: '/payments/sandbox/subscriptions/:preapprovalId/authorize',
  params: PreapprovalParams,
  body: z.object({ outcome: z.enum(['approved', 'rejected'], { error: 'Elegí un resultado.' }) }),
  response: { 200: z.object({ redirect: z.string() }) },
});

/** The sandbox's next monthly charge, approved or rejected, to try renewals and failures. */
export const chargeSandboxPreapproval = defineRoute({
  method: 'POST',
  path: '/payments/sandbox/subscriptions/:preapprovalId/charge',
  params: PreapprovalParams,
  body: z.object({ outcome: z.enum(['approved', 'rejected'], { error: 'Elegí un resultado.' }) }),
  response: { 200: MessageAnswerSchema },
});
