import { z } from 'zod';
import { EmailSchema, requiredText } from './fields';

export const ContactMessageSchema = z.object({
  name: requiredText('tu nombre', 'El nombre', { min: 2, max: 80 }),
  email: EmailSchema,
  message: requiredText('tu mensaje', 'El mensaje', { min: 10, max: 2000 }),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACT_SUCCESS_MESSAGE = '¡Gracias por escribirnos! Te responderemos a la brevedad.';
