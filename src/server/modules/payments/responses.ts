import { z } from 'zod';
import type { PayerData, PurchaseSummary, SandboxCheckout } from '../../../shared/purchases';
import { PURCHASE_STATUSES } from '../../db/schema';
import { isoDate } from '../../../shared/responses/common';

export const PurchaseSummarySchema = z.object({
  id: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  operationId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  course: z.object({ id: z.number().nullable(), slug: z.string(), title: z.string() }),
  createdAt: isoDate,
  approvedAt: isoDate.nullable(),
  duplicate: z.boolean(),
}) satisfies z.ZodType<PurchaseSummary>;

/** The payer as the buy form took them: the buyer's own history and the panel show it alike. */
export const PayerDataSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  document: z.string(),
  country: z.string(),
  region: z.string(),
  location: z.string(),
}) satisfies z.ZodType<PayerData>;

export const PurchaseHistoryAnswer = z.object({
  purchases: z.array(
    PurchaseSummarySchema.extend({
      invoiceUrl: z.string().nullable(),
      creditNoteUrl: z.string().nullable(),
      checkoutUrl: z.string().nullable(),
    }),
  ),
  lastPayer: PayerDataSchema.nullable(),
});

export const SandboxCheckoutSchema = z.object({
  preferenceId: z.string(),
  courseTitle: z.string(),
  amount: z.number(),
  currency: z.string(),
  payerEmail: z.string(),
  purchaseStatus: z.enum(PURCHASE_STATUSES),
  pendingPaymentId: z.string().nullable(),
}) satisfies z.ZodType<SandboxCheckout>;
