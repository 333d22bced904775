import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminQuestionsQuerySchema } from '../../../shared/admin';
import { AnswerQuestionSchema } from '../../../shared/lesson-questions';
import {
  AdminQuestionAnswerSchema,
  AdminQuestionsPageSchema,
  UnansweredQuestionsSchema,
} from '../../../shared/responses/lesson-questions';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { countUnansweredQuestions, listQuestions } from './admin-list';
import { answerQuestion, hideQuestion } from './answer';

const QuestionIdParams = z.object({ id: z.uuid({ error: 'La pregunta no es válida.' }) });
const changed = { params: QuestionIdParams, response: ok(AdminQuestionAnswerSchema) };

/**
 * The panel's 'Preguntas': the students' questions about lessons. `hide` keeps a question from
 * the other students (its asker still sees it); `unhide` shows it again.
 */
export const adminQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/questions',
    {
      schema: { querystring: AdminQuestionsQuerySchema, response: ok(AdminQuestionsPageSchema) },
    },
    async (request) => {
      const { items, ...page } = await listQuestions(ctx, request.query);
      return { questions: items, ...page };
    },
  );

  app.get(
    '/questions/unanswered',
    { schema: { response: ok(UnansweredQuestionsSchema) } },
    async () => ({ count: await countUnansweredQuestions(ctx) }),
  );

  app.post(
    '/questions/:id/answer',
    { schema: { ...changed, body: AnswerQuestionSchema } },
    async (request) => ({
      message: 'Guardamos la respuesta; al alumno le llega por correo.',
      question: await answerQuestion(ctx, request.params.id, currentUser(request).id, request.body),
    }),
  );

  app.post('/questions/:id/hide', { schema: changed }, async (request) => ({
    message: 'Ocultaste la pregunta: solo la ve quien la hizo.',
    question: await hideQuestion(ctx, request.params.id, true),
  }));

  app.post('/questions/:id/unhide', { schema: changed }, async (request) => ({
    message: 'La pregunta vuelve a verse en la lección.',
    question: await hideQuestion(ctx, request.params.id, false),
  }));
};
