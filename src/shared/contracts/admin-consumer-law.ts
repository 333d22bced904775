import { z } from 'zod';
import {
  AdminConsumerRequestsQuerySchema,
  AdminInvoicesQuerySchema,
  RefundSchema,
  RefundSeatsSchema,
  ReviewDecisionSchema,
} from '../admin';
import {
  ConsumerRequestsPageSchema,
  InvoicesPageSchema,
  RefundAnswerSchema,
  ReviewDecisionAnswerSchema,
} from '../responses/admin';
import { FileAnswerSchema, MessageAnswerSchema } from '../responses/common';
import { defineRoute } from './define-route';

// What Argentine rules ask of the school, seen from the panel: vouchers, refunds, requests.

const IdParams = z.object({ id: z.uuid({ error: 'El identificador no es válido.' }) });

/** One page of the vouchers ('Comprobantes'), and whether ARCA is configured. */
export const listInvoices = defineRoute({
  method: 'GET',
  path: '/admin/invoices',
  query: AdminInvoicesQuerySchema,
  response: { 200: InvoicesPageSchema },
});

/** 'Reintentar': the voucher goes back to the queue that asks ARCA for its CAE. */
export const retryInvoice = defineRoute({
  method: 'POST',
  path: '/admin/invoices/:id/retry',
  params: IdParams,
  response: { 200: MessageAnswerSchema },
});

/** A purchase's invoice or credit note, as a PDF download. */
export const voucherPdf = defineRoute({
  method: 'GET',
  path: '/admin/purchases/:id/:kind',
  params: IdParams.extend({ kind: z.enum(['invoice.pdf', 'credit-note.pdf']) }),
  response: { 200: FileAnswerSchema },
});

/** 'Reintegrar': the payment goes back and the course leaves the buyer's account. */
export const refundPurchase = defineRoute({
  method: 'POST',
  path: '/admin/purchases/:id/refund',
  params: IdParams,
  body: RefundSchema,
  response: { 200: RefundAnswerSchema },
});

/** 'Reintegrar licencias sin usar' of a company's purchase: seats nobody started go back. */
export const refundSeats = defineRoute({
  method: 'POST',
  path: '/admin/purchases/:id/refund-seats',
  params: IdParams,
  body: RefundSeatsSchema,
  response: { 200: MessageAnswerSchema },
});

/** One page of the consumer requests (arrepentimientos and bajas). */
export const listConsumerRequests = defineRoute({
  method: 'GET',
  path: '/admin/consumer-requests',
  query: AdminConsumerRequestsQuerySchema,
  response: { 200: ConsumerRequestsPageSchema },
});

/** 'Aprobar reintegro' or 'Rechazar' on an arrepentimiento under review. */
export const decideReview = defineRoute({
  method: 'POST',
  path: '/admin/consumer-requests/:id/decision',
  params: IdParams,
  body: ReviewDecisionSchema,
  response: { 200: ReviewDecisionAnswerSchema },
});
