import { z } from 'zod';
import { EmailSchema, requiredText } from './fields';

const name = requiredText('tu nombre y apellido', 'El nombre', { min: 3, max: 100 });

/** Who asks: the name (kept for the panel, never mailed) and the address that gets the link. */
const ContactSchema = z.object({ name, email: EmailSchema });

export const ArrepentimientoSchema = ContactSchema;
export type ArrepentimientoInput = z.input<typeof ArrepentimientoSchema>;

export const BajaSchema = ContactSchema;
export type BajaInput = z.input<typeof BajaSchema>;

/** The secret of an e-mailed link, sent back in the body (never in an address of the API). */
export const LinkTokenSchema = z.object({
  token: z.string().min(20).max(100),
});
export const ConfirmBajaSchema = LinkTokenSchema;

export const CHOOSE_PURCHASE = 'Elegí al menos una compra.';

export const ConfirmArrepentimientoSchema = LinkTokenSchema.extend({
  purchaseIds: z
    .array(z.uuid({ error: CHOOSE_PURCHASE }), { error: CHOOSE_PURCHASE })
    .min(1, CHOOSE_PURCHASE)
    .max(20, CHOOSE_PURCHASE),
});
export type ConfirmArrepentimientoInput = z.input<typeof ConfirmArrepentimientoSchema>;

export type ConsumerRequestStatus =
  'accepted' | 'refused' | 'awaiting_confirmation' | 'pending_review' | 'completed';

/** What the person sees right after a request: its code, what happened and why. */
export type ConsumerRequestAnswer = {
  code: string;
  kind: 'arrepentimiento' | 'baja';
  status: ConsumerRequestStatus;
  message: string;
};

/** A purchase its buyer can still withdraw, as the e-mailed link shows it. */
export type WithdrawablePurchase = {
  id: string;
  courseTitle: string;
  amount: number;
  currency: string;
  purchasedAt: string;
  /** The last moment of the 10 days. */
  deadline: string;
  /** The course was already watched in good part: a person decides before any refund. */
  review: boolean;
};

/** The page behind an arrepentimiento link: the request's code and what it may withdraw. */
export type ArrepentimientoLink = { code: string; purchases: WithdrawablePurchase[] };

/** The confirmation of a link: one answer (and code) per withdrawn purchase. */
export type ArrepentimientoConfirmation = { answers: ConsumerRequestAnswer[] };

/** For the purchase history: a purchase the signed-in buyer may withdraw, or already asked to. */
export type OwnArrepentimiento = {
  purchaseId: string;
  deadline: string;
  review: boolean;
  request: { code: string; status: 'accepted' | 'pending_review' } | null;
};
