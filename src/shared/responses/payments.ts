import { z } from 'zod';
import { PURCHASE_STATUSES } from '../purchases';
import { isoDate } from './common';

/** The course a purchase paid for, as bought (it stays when the course is deleted: id null). */
export const PurchaseCourseSchema = z.object({
  id: z.number().nullable(),
  slug: z.string(),
  title: z.string(),
});
export type PurchaseCourse = z.infer<typeof PurchaseCourseSchema>;

/**
 * How a purchase's amount came about: the list price, less the discount of its coupon (its code,
 * or null), makes `amount`, what the buyer paid.
 */
export const priceBreakdownFields = {
  listPrice: z.number(),
  discount: z.number(),
  coupon: z.string().nullable(),
};

/** A purchase in the buyer's history. `operationId` is the payment provider's id. */
export const PurchaseSummarySchema = z.object({
  ...priceBreakdownFields,
  id: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  operationId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  course: PurchaseCourseSchema,
  /** The consultation this purchase paid for; null for a course. */
  bookingId: z.string().nullable(),
  /** The 'Ruta de aprendizaje' this purchase paid for (`course` then names it); null otherwise. */
  bundleId: z.number().nullable(),
  /** A company's seats of the course ('Mi empresa' assigns them); null for a purchase for oneself. */
  seats: z.number().nullable(),
  createdAt: isoDate,
  approvedAt: isoDate.nullable(),
  /** Refunded because the buyer already had the course when this payment was approved. */
  duplicate: z.boolean(),
});
export type PurchaseSummary = z.infer<typeof PurchaseSummarySchema>;

/**
 * The payer as the buy form took them: the buyer's own history (it prefills the next purchase,
 * with the account's current e-mail) and the panel show it alike.
 */
export const PayerDataSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  document: z.string(),
  country: z.string(),
  region: z.string(),
  location: z.string(),
});
export type PayerData = z.infer<typeof PayerDataSchema>;

/** A purchase in the buyer's history, with its electronic vouchers once ARCA authorised them. */
const PurchaseRecordSchema = PurchaseSummarySchema.extend({
  invoiceUrl: z.string().nullable(),
  creditNoteUrl: z.string().nullable(),
  /** While its payment is pending: the checkout it was made in. */
  checkoutUrl: z.string().nullable(),
});
export type PurchaseRecord = z.infer<typeof PurchaseRecordSchema>;

/**
 * A checkout the buyer opened and did not pay yet, still open for a while: the buy page leads
 * back to it, with the coupon and price it was opened at, instead of a second one.
 */
export const OpenCheckoutSchema = z.object({
  ...priceBreakdownFields,
  id: z.string(),
  /** What the checkout is for: a course, or a bundle (the other is null). */
  courseId: z.number().nullable(),
  bundleId: z.number().nullable(),
  amount: z.number(),
  createdAt: isoDate,
  /** When the checkout can no longer be paid. */
  expiresAt: isoDate,
  checkoutUrl: z.string(),
});
export type OpenCheckout = z.infer<typeof OpenCheckoutSchema>;

export const PurchaseHistorySchema = z.object({
  purchases: z.array(PurchaseRecordSchema),
  /** The buyer's checkouts still open with no payment, newest first. */
  openCheckouts: z.array(OpenCheckoutSchema),
  lastPayer: PayerDataSchema.nullable(),
});
export type PurchaseHistory = z.infer<typeof PurchaseHistorySchema>;

/** A payment given back on its own because it paid for a course the buyer already had. */
export const DuplicatePaymentSchema = z.object({
  paymentId: z.string(),
  amount: z.number(),
  status: z.enum(['owed', 'refunded']),
  createdAt: isoDate,
  refundedAt: isoDate.nullable(),
});
export type DuplicatePayment = z.infer<typeof DuplicatePaymentSchema>;

/** The sandbox's 'Pago de prueba' page. */
export const SandboxCheckoutSchema = z.object({
  preferenceId: z.string(),
  courseTitle: z.string(),
  amount: z.number(),
  currency: z.string(),
  payerEmail: z.string(),
  /** The payment still open on this checkout (pending), or the purchase's final state. */
  purchaseStatus: z.enum(PURCHASE_STATUSES),
  pendingPaymentId: z.string().nullable(),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;

/** The opened order: where the buyer pays (the provider's checkout). */
export const CreateOrderAnswerSchema = z.object({ init_point: z.string() });
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswerSchema>;

export const PaymentResultAnswerSchema = z.object({ purchase: PurchaseSummarySchema });
export type PaymentResultAnswer = z.infer<typeof PaymentResultAnswerSchema>;

export const SandboxCheckoutAnswerSchema = z.object({ checkout: SandboxCheckoutSchema });
export type SandboxCheckoutAnswer = z.infer<typeof SandboxCheckoutAnswerSchema>;

/** A sandbox payment made: the result screen to go to. */
export const SandboxPayAnswerSchema = z.object({ redirect: z.string() });
export type SandboxPayAnswer = z.infer<typeof SandboxPayAnswerSchema>;

/** The panel's payment settings (`GET/PUT /api/admin/settings/payments`). */
export const PaymentSettingsAnswerSchema = z.object({
  maxInstallments: z.number(),
  interestFree: z.boolean(),
});
export type PaymentSettingsAnswer = z.infer<typeof PaymentSettingsAnswerSchema>;

export const SavedPaymentSettingsAnswerSchema = PaymentSettingsAnswerSchema.extend({
  message: z.string(),
});
export type SavedPaymentSettingsAnswer = z.infer<typeof SavedPaymentSettingsAnswerSchema>;
