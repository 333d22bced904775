import { z } from 'zod';
import { DocumentSchema, EmailSchema, requiredText } from './fields';

/** Days after a purchase in which it can be revoked (Ley 24.240, art. 34; Disp. 954/2025). */
export const ARREPENTIMIENTO_DAYS = 10;

const name = requiredText('tu nombre y apellido', 'El nombre', { min: 3, max: 100 });

export const ArrepentimientoSchema = z.object({
  name,
  email: EmailSchema,
  document: DocumentSchema,
  /** The operation number of the payment (or the purchase's id); empty = find it by e-mail. */
  operation: z
    .string()
    .trim()
    .max(60, 'El número de operación no es válido.')
    .regex(/^([\d-]*|[0-9a-f-]{36})$/i, 'El número de operación solo tiene números.')
    .default(''),
});
export type ArrepentimientoInput = z.input<typeof ArrepentimientoSchema>;

export const BajaSchema = z.object({ name, email: EmailSchema });
export type BajaInput = z.input<typeof BajaSchema>;

export const ConfirmBajaSchema = z.object({
  token: z.string().min(20).max(100),
});

/** What the person sees right after a request: its code, what happened and why. */
export type ConsumerRequestAnswer = {
  code: string;
  kind: 'arrepentimiento' | 'baja';
  status: 'accepted' | 'refused' | 'awaiting_confirmation' | 'completed';
  message: string;
};
