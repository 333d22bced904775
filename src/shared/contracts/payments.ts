import { z } from 'zod';
import { QuoteSchema } from '../coupons';
import { CreateOrderSchema } from '../payments';
import { PURCHASE_NOT_FOUND } from '../purchases';
import { QuoteAnswerSchema } from '../responses/coupons';
import {
  CreateOrderAnswerSchema,
  PaymentResultAnswerSchema,
  PurchaseHistorySchema,
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
