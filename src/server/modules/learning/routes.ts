import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/learning';
import * as playbackRoutes from '../../../shared/contracts/video-playback';
import { serve } from '../../http/serve-route';
import { openLessonPlayback } from './lesson-playback';
import { currentSessionHash, currentUser } from '../../http/session-auth';
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

  serve(app, playbackRoutes.openPlayback, async (request) =>
    openLessonPlayback(ctx, {
      user: currentUser(request),
      sessionHash: currentSessionHash(request),
      address: request.ip,
      courseId: request.params.id,
      moduleId: request.params.moduleId,
    }),
  );

  serve(app, routes.savePosition, async (request, reply) => {
    await recordPosition(
      ctx,
      currentUser(request),
      { courseId: request.params.id, ...request.body },
      currentSessionHash(request),
    );
    return reply.send(null);
  });
};
