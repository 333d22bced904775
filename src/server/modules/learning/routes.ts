import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProgressUpdateSchema } from '../../../shared/progress';
import { CourseParams } from '../../http/params';
import { currentUser } from '../../http/session-auth';
import { listOwnedCourses, recordProgress, studyCourse } from './service';

/** Studying owned courses: every route needs a session; course routes need ownership. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', app.requireUser);

  app.get('/user/courses', async (request) => ({
    courses: await listOwnedCourses(ctx, currentUser(request).id),
  }));

  app.get('/user/courses/:id/:slug', { schema: { params: CourseParams } }, async (request) => ({
    course: await studyCourse(ctx, currentUser(request), request.params.id),
  }));

  app.put(
    '/user/courses/:id/:slug/update/progress',
    { schema: { params: CourseParams, body: ProgressUpdateSchema } },
    async (request) => ({
      progress: await recordProgress(ctx, currentUser(request), {
        courseId: request.params.id,
        ...request.body,
      }),
    }),
  );
};
