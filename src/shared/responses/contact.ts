import { z } from 'zod';
import { CONTACT_MESSAGE_STATUSES } from '../contact';
import { isoDate } from './common';
import { pageFields } from './admin';

export const ContactReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: isoDate,
  /** The administrator who wrote it, when that account still exists. */
  adminName: z.string().nullable(),
});
export type ContactReply = z.infer<typeof ContactReplySchema>;

/** A contact-form message as the panel's 'Mensajes' shows it, with the answers sent so far. */
export const AdminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  createdAt: isoDate,
  /** The site account registered with that e-mail, when there is one. */
  account: z.object({ id: z.string(), username: z.string() }).nullable(),
  answers: z.array(ContactReplySchema),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const ContactMessagesPageSchema = z.object({
  messages: z.array(AdminContactMessageSchema),
  ...pageFields,
});
export type ContactMessagesPage = z.infer<typeof ContactMessagesPageSchema>;

/** A message after an answer or an archive, with what happened. */
export const ContactMessageAnswerSchema = z.object({
  message: z.string(),
  contact: AdminContactMessageSchema,
});
export type ContactMessageAnswer = z.infer<typeof ContactMessageAnswerSchema>;

/** How many messages wait for an answer (state Nuevo), for the dashboard. */
export const UnansweredMessagesSchema = z.object({ count: z.number() });
export type UnansweredMessages = z.infer<typeof UnansweredMessagesSchema>;
