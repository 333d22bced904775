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
