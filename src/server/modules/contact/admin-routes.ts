import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/contact';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { answerContactMessage, archiveContactMessage } from './answer';
import { countUnanswered, listContactMessages } from './inbox';

/** The panel's 'Mensajes': the contact-form inbox. */
export const adminContactRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.listContactMessages, async (request) => {
    const { items, ...page } = await listContactMessages(ctx, request.query);
    return { messages: items, ...page };
  });

  serve(app, routes.countUnansweredMessages, async () => ({ count: await countUnanswered(ctx) }));

  serve(app, routes.answerContactMessage, async (request) => ({
    message: 'Enviamos tu respuesta por correo.',
    contact: await answerContactMessage(
      ctx,
      request.params.id,
      currentUser(request).id,
      request.body,
    ),
  }));

  serve(app, routes.archiveContactMessage, async (request) => ({
    message: request.body.archived ? 'Archivaste el mensaje.' : 'El mensaje volvió a la bandeja.',
    contact: await archiveContactMessage(ctx, request.params.id, request.body),
  }));
};
