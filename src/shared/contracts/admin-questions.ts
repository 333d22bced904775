import { z } from 'zod';
import { AdminQuestionsQuerySchema } from '../admin';
import { AnswerQuestionSchema } from '../lesson-questions';
import {
  AdminQuestionAnswerSchema,
  AdminQuestionsPageSchema,
  UnansweredQuestionsSchema,
} from '../responses/lesson-questions';
import { defineRoute } from './define-route';

const QuestionIdParams = z.object({ id: z.uuid({ error: 'La pregunta no es válida.' }) });

/** A page of the panel's 'Preguntas': unanswered first, then newest; of one course or all. */
export const listQuestions = defineRoute({
  method: 'GET',
  path: '/admin/questions',
  query: AdminQuestionsQuerySchema,
  response: { 200: AdminQuestionsPageSchema },
});

/** How many visible questions wait for an answer, for the dashboard. */
export const countUnansweredQuestions = defineRoute({
  method: 'GET',
  path: '/admin/questions/unanswered',
  response: { 200: UnansweredQuestionsSchema },
});

/** 'Responder' or 'Editar respuesta': the first answer goes to the asker by e-mail. */
export const answerQuestion = defineRoute({
  method: 'POST',
  path: '/admin/questions/:id/answer',
  params: QuestionIdParams,
  body: AnswerQuestionSchema,
  response: { 200: AdminQuestionAnswerSchema },
});

/** 'Ocultar': the question no longer shows to the other students; its asker still sees it. */
export const hideQuestion = defineRoute({
  method: 'POST',
  path: '/admin/questions/:id/hide',
  params: QuestionIdParams,
  response: { 200: AdminQuestionAnswerSchema },
});

/** 'Mostrar': the question shows in the lesson again. */
export const unhideQuestion = defineRoute({
  method: 'POST',
  path: '/admin/questions/:id/unhide',
  params: QuestionIdParams,
  response: { 200: AdminQuestionAnswerSchema },
});
