import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AskQuestionSchema } from '../../../shared/lesson-questions';
import {
  AskedQuestionAnswerSchema,
  LessonQuestionsAnswerSchema,
} from '../../../shared/responses/lesson-questions';
import { CourseParams, itemIdParam } from '../../../shared/route-params';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { askQuestion, listLessonQuestions } from './student-questions';

const LessonParams = CourseParams.extend({ moduleId: itemIdParam('La lección no es válida.') });

/** A lesson's questions for the course's students (in the student scope, which asks for the session). */
export const lessonQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const path = '/user/courses/:id/:slug/modules/:moduleId/questions';
  const target = (params: z.infer<typeof LessonParams>) => ({
    courseId: params.id,
    moduleId: params.moduleId,
  });

  app.get(
    path,
    { schema: { params: LessonParams, response: ok(LessonQuestionsAnswerSchema) } },
    async (request) => ({
      questions: await listLessonQuestions(ctx, currentUser(request), target(request.params)),
    }),
  );

  app.post(
    path,
    {
      schema: {
        params: LessonParams,
        body: AskQuestionSchema,
        response: { 201: AskedQuestionAnswerSchema },
      },
    },
    async (request, reply) => {
      const question = await askQuestion(
        ctx,
        currentUser(request),
        target(request.params),
        request.body,
      );
      return reply.code(201).send({
        message: 'Recibimos tu pregunta. Te avisamos por correo cuando la respondamos.',
        question,
      });
    },
  );
};
