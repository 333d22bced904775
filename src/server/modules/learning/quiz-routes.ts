import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuizAnswersSchema } from '../../../shared/quizzes';
import { ProgressSchema } from '../../../shared/responses/learning';
import { QuizResultSchema, StudentQuizSchema } from '../../../shared/responses/quizzes';
import { CourseParams, itemIdParam } from '../../../shared/route-params';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { studentQuiz, submitQuiz } from './quizzes';

const QuizParams = CourseParams.extend({ unitId: itemIdParam('La unidad no es válida.') });

/** Attempts per student and window: enough to retry at will, not to try every combination. */
const ATTEMPTS = { max: 20, timeWindow: '10 minutes' };

/** A unit's evaluation for the course's students (the student scope asks for the session). */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const path = '/user/courses/:id/:slug/quizzes/:unitId';

  app.get(
    path,
    { schema: { params: QuizParams, response: ok(z.object({ quiz: StudentQuizSchema })) } },
    async (request) => ({
      quiz: await studentQuiz(ctx, currentUser(request), request.params.id, request.params.unitId),
    }),
  );

  app.post(
    path,
    {
      schema: {
        params: QuizParams,
        body: QuizAnswersSchema,
        response: ok(QuizResultSchema.extend({ progress: ProgressSchema })),
      },
      config: {
        rateLimit: {
          ...ATTEMPTS,
          keyGenerator: (request) => `quiz:user:${request.auth?.user.id ?? request.ip}`,
        },
      },
    },
    async (request) =>
      submitQuiz(
        ctx,
        currentUser(request),
        { courseId: request.params.id, unitId: request.params.unitId },
        request.body.answers,
      ),
  );
};
