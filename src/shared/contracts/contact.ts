import { z } from 'zod';
import { AdminContactMessagesQuerySchema } from '../admin';
import { ContactAnswerSchema, ContactArchiveSchema, ContactMessageSchema } from '../contact';
import { MessageAnswerSchema } from '../responses/common';
import {
  ContactMessageAnswerSchema,
  ContactMessagesPageSchema,
  UnansweredMessagesSchema,
} from '../responses/contact';
import { defineRoute } from './define-route';

/** The public contact form. */
export const sendContactMessage = defineRoute({
  method: 'POST',
  path: '/contact',
  body: ContactMessageSchema,
  response: { 200: MessageAnswerSchema },
});

/** One page of the panel's inbox ('Mensajes'). */
export const listContactMessages = defineRoute({
  method: 'GET',
  path: '/admin/messages',
  query: AdminContactMessagesQuerySchema,
  response: { 200: ContactMessagesPageSchema },
});

/** How many messages wait for an answer, for the dashboard. */
export const countUnansweredMessages = defineRoute({
  method: 'GET',
  path: '/admin/messages/unanswered',
  response: { 200: UnansweredMessagesSchema },
});

const MessageIdParams = z.object({ id: z.uuid({ error: 'El mensaje no es válido.' }) });

/** 'Responder': the answer goes to the visitor by e-mail and stays with the message. */
export const answerContactMessage = defineRoute({
  method: 'POST',
  path: '/admin/messages/:id/answer',
  params: MessageIdParams,
  body: ContactAnswerSchema,
  response: { 200: ContactMessageAnswerSchema },
});

/** 'Archivar' with `{ archived: true }`; `{ archived: false }` undoes it. */
export const archiveContactMessage = defineRoute({
  method: 'POST',
  path: '/admin/messages/:id/archive',
  params: MessageIdParams,
  body: ContactArchiveSchema,
  response: { 200: ContactMessageAnswerSchema },
});
