import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/learning';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { privateFileRoutes } from './file-routes';
import { listOwnedCourses, recordPosition, recordProgress, studyCourse } from './service';
import { quizRoutes } from './quiz-routes';

/**
 * Studying owned courses (in the student scope, which asks for the session); course routes need
 * ownership.
 */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(privateFileRoutes);
  await app.register(quizRoutes);

  serve(app, routes.ownedCourses, async (request) => ({
    courses: await listOwnedCourses(ctx, currentUser(request).id),
  }));

  serve(app, routes.studyCourse, async (request) => ({
    course: await studyCourse(ctx, currentUser(request), request.params.id),
  }));

  serve(app, routes.completeModule, async (request) => ({
    progress: await recordProgress(ctx, currentUser(request), {
      courseId: request.params.id,
      ...request.body,
    }),
  }));

  serve(app, routes.savePosition, async (request, reply) => {
    await recordPosition(ctx, currentUser(request), {
      courseId: request.params.id,
      ...request.body,
    });
    return reply.send(null);
  });
};
