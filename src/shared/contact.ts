import { z } from 'zod';
import { EmailSchema, requiredText } from './fields';

export const ContactMessageSchema = z.object({
  name: requiredText('tu nombre', 'El nombre', { min: 2, max: 80 }),
  email: EmailSchema,
  message: requiredText('tu mensaje', 'El mensaje', { min: 10, max: 2000 }),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACT_SUCCESS_MESSAGE = '¡Gracias por escribirnos! Te responderemos a la brevedad.';

/** Where a contact message stands in the panel's inbox: Nuevo, Respondido, Archivado. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** An answer written in the panel to a contact message (plain text). */
export const ContactAnswerSchema = z.object({
  text: requiredText('la respuesta', 'La respuesta', { min: 2, max: 5000 }),
});
export type ContactAnswer = z.infer<typeof ContactAnswerSchema>;

/** Archives a message (true) or takes it back to the inbox (false). */
export const ContactArchiveSchema = z.object({
  archived: z.boolean({ error: 'Indicá si el mensaje se archiva o se recupera.' }),
});
export type ContactArchive = z.infer<typeof ContactArchiveSchema>;
