import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/quizzes';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { studentQuiz, submitQuiz } from './quizzes';

/** Attempts per student and window: enough to retry at will, not to try every combination. */
const ATTEMPTS = { max: 20, timeWindow: '10 minutes' };

/** A unit's evaluation for the course's students (the student scope asks for the session). */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.unitQuiz, async (request) => ({
    quiz: await studentQuiz(ctx, currentUser(request), request.params.id, request.params.unitId),
  }));

  serve(
    app,
    routes.submitQuiz,
    async (request) =>
      submitQuiz(
        ctx,
        currentUser(request),
        { courseId: request.params.id, unitId: request.params.unitId },
        request.body.answers,
      ),
    {
      config: {
        rateLimit: {
          ...ATTEMPTS,
          keyGenerator: (request) => `quiz:user:${request.auth?.user.id ?? request.ip}`,
        },
      },
    },
  );
};
