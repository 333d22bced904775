import { z } from 'zod';
import { isoDate } from './common';

/** What the person sees right after a request: its code, what happened and why. */
export const ConsumerRequestAnswerSchema = z.object({
  code: z.string(),
  kind: z.enum(['arrepentimiento', 'baja']),
  status: z.enum(['accepted', 'refused', 'awaiting_confirmation', 'pending_review', 'completed']),
  message: z.string(),
  /** For an arrepentimiento: whether money goes back (false when a coupon paid it all). */
  refund: z.boolean().optional(),
});
export type ConsumerRequestAnswer = z.infer<typeof ConsumerRequestAnswerSchema>;
export type ConsumerRequestStatus = ConsumerRequestAnswer['status'];

/** A purchase its buyer can still withdraw, as the e-mailed link shows it. */
const WithdrawablePurchaseSchema = z.object({
  id: z.string(),
  courseTitle: z.string(),
  amount: z.number(),
  currency: z.string(),
  purchasedAt: isoDate,
  /** The last moment of the 10 days. */
  deadline: isoDate,
  /** The course was already watched in good part: a person decides before any refund. */
  review: z.boolean(),
});
export type WithdrawablePurchase = z.infer<typeof WithdrawablePurchaseSchema>;

/** The page behind an arrepentimiento link: the request's code and what it may withdraw. */
export const ArrepentimientoLinkSchema = z.object({
  code: z.string(),
  purchases: z.array(WithdrawablePurchaseSchema),
});
export type ArrepentimientoLink = z.infer<typeof ArrepentimientoLinkSchema>;

/** The confirmation of a link: one answer (and code) per withdrawn purchase. */
export const ArrepentimientoConfirmationSchema = z.object({
  answers: z.array(ConsumerRequestAnswerSchema),
});
export type ArrepentimientoConfirmation = z.infer<typeof ArrepentimientoConfirmationSchema>;

/** For the purchase history: a purchase the signed-in buyer may withdraw, or already asked to. */
const OwnArrepentimientoSchema = z.object({
  purchaseId: z.string(),
  deadline: isoDate,
  review: z.boolean(),
  request: z
    .object({ code: z.string(), status: z.enum(['accepted', 'pending_review']) })
    .nullable(),
});
export type OwnArrepentimiento = z.infer<typeof OwnArrepentimientoSchema>;

export const OwnArrepentimientosSchema = z.object({ purchases: z.array(OwnArrepentimientoSchema) });
export type OwnArrepentimientos = z.infer<typeof OwnArrepentimientosSchema>;
