import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/admin-questions';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { countUnansweredQuestions, listQuestions } from './admin-list';
import { answerQuestion, hideQuestion } from './answer';

/**
 * The panel's 'Preguntas': the students' questions about lessons. `hide` keeps a question from
 * the other students (its asker still sees it); `unhide` shows it again.
 */
export const adminQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.listQuestions, async (request) => {
    const { items, ...page } = await listQuestions(ctx, request.query);
    return { questions: items, ...page };
  });

  serve(app, routes.countUnansweredQuestions, async () => ({
    count: await countUnansweredQuestions(ctx),
  }));

  serve(app, routes.answerQuestion, async (request) => ({
    message: 'Guardamos la respuesta; al alumno le llega por correo.',
    question: await answerQuestion(ctx, request.params.id, currentUser(request).id, request.body),
  }));

  serve(app, routes.hideQuestion, async (request) => ({
    message: 'Ocultaste la pregunta: solo la ve quien la hizo.',
    question: await hideQuestion(ctx, request.params.id, true),
  }));

  serve(app, routes.unhideQuestion, async (request) => ({
    message: 'La pregunta vuelve a verse en la lección.',
    question: await hideQuestion(ctx, request.params.id, false),
  }));
};
