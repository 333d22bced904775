import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminContactMessagesQuerySchema } from '../../../shared/admin';
import { ContactAnswerSchema, ContactArchiveSchema } from '../../../shared/contact';
import {
  ContactMessageAnswerSchema,
  ContactMessagesPageSchema,
  UnansweredMessagesSchema,
} from '../../../shared/responses/contact';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { answerContactMessage, archiveContactMessage } from './answer';
import { countUnanswered, listContactMessages } from './inbox';

const MessageIdParams = z.object({ id: z.uuid({ error: 'El mensaje no es válido.' }) });

/**
 * The panel's 'Mensajes': the contact-form inbox. Archiving is
 * `POST /messages/:id/archive` with `{ archived: true }`, and `{ archived: false }` undoes it.
 */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/messages',
    {
      schema: {
        querystring: AdminContactMessagesQuerySchema,
        response: ok(ContactMessagesPageSchema),
      },
    },
    async (request) => {
      const { items, ...page } = await listContactMessages(ctx, request.query);
      return { messages: items, ...page };
    },
  );

  app.get(
    '/messages/unanswered',
    { schema: { response: ok(UnansweredMessagesSchema) } },
    async () => ({
      count: await countUnanswered(ctx),
    }),
  );

  app.post(
    '/messages/:id/answer',
    {
      schema: {
        params: MessageIdParams,
        body: ContactAnswerSchema,
        response: ok(ContactMessageAnswerSchema),
      },
    },
    async (request) => ({
      message: 'Enviamos tu respuesta por correo.',
      contact: await answerContactMessage(
        ctx,
        request.params.id,
        currentUser(request).id,
        request.body,
      ),
    }),
  );

  app.post(
    '/messages/:id/archive',
    {
      schema: {
        params: MessageIdParams,
        body: ContactArchiveSchema,
        response: ok(ContactMessageAnswerSchema),
      },
    },
    async (request) => ({
      message: request.body.archived ? 'Archivaste el mensaje.' : 'El mensaje volvió a la bandeja.',
      contact: await archiveContactMessage(ctx, request.params.id, request.body),
    }),
  );
};
