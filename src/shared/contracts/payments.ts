import { z } from 'zod';
import { QuoteSchema } from '../coupons';
import { CreateOrderSchema } from '../payments';
import { PURCHASE_NOT_FOUND, SANDBOX_NOT_FOUND, SANDBOX_OUTCOMES } from '../purchases';
import { MessageAnswerSchema } from '../responses/common';
import { QuoteAnswerSchema } from '../responses/coupons';
import {
  CreateOrderAnswerSchema,
  PaymentResultAnswerSchema,
  PurchaseHistorySchema,
  SandboxCheckoutAnswerSchema,
  SandboxPayAnswerSchema,
} from '../responses/payments';
import { defineRoute } from './define-route';

/** The buyer's checkout at MercadoPago (or the sandbox): where to send them to pay. */
export const createOrder = defineRoute({
  method: 'POST',
  path: '/payments/create-order',
  body: CreateOrderSchema,
  response: { 200: CreateOrderAnswerSchema },
});

/** '¿Tenés un cupón?': the course's price with a coupon, or why the coupon does not apply. */
export const quote = defineRoute({
  method: 'POST',
  path: '/payments/quote',
  body: QuoteSchema,
  response: { 200: QuoteAnswerSchema },
});

/** The return screen's purchase, by the reference MercadoPago sends back. */
export const paymentResult = defineRoute({
  method: 'GET',
  path: '/payments/result',
  query: z.object({
    external_reference: z.uuid({ error: PURCHASE_NOT_FOUND }),
    payment_id: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional()
      .catch(undefined),
  }),
  response: { 200: PaymentResultAnswerSchema },
});

/** The signed-in buyer's purchases, newest first. */
export const purchaseHistory = defineRoute({
  method: 'GET',
  path: '/user/purchases',
  response: { 200: PurchaseHistorySchema },
});

/**
 * MercadoPago's notification of a payment; the payment is then fetched from MercadoPago. Its
 * query and body are taken as they come: two shapes (Webhooks, signed, and the older IPN) reach
 * this address with any content type or none, and one without recognisable data is answered 200
 * ('ignorada'), never refused by a schema.
 */
export const paymentNotification = defineRoute({
  method: 'POST',
  path: '/payments/webhook',
  query: z.record(z.string(), z.unknown()),
  body: z.unknown(),
  response: { 200: MessageAnswerSchema },
});

const SandboxParams = z.object({
  preferenceId: z.string().regex(/^sandbox-[0-9a-f-]{36}$/, SANDBOX_NOT_FOUND),
});

/** The sandbox provider's checkout ('Pago de prueba'), in place of MercadoPago's. */
export const sandboxCheckout = defineRoute({
  method: 'GET',
  path: '/payments/sandbox/:preferenceId',
  params: SandboxParams,
  response: { 200: SandboxCheckoutAnswerSchema },
});

/** Pays the sandbox checkout with the chosen outcome; answers the result screen to go to. */
export const paySandbox = defineRoute({
  method: 'POST',
  path: '/payments/sandbox/:preferenceId/pay',
  params: SandboxParams,
  body: z.object({ outcome: z.enum(SANDBOX_OUTCOMES, { error: 'Elegí un resultado.' }) }),
  response: { 200: SandboxPayAnswerSchema },
});
