import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProgressUpdateSchema } from '../../../shared/progress';
import { z } from 'zod';
import { CourseParams } from '../../http/params';
import { ok } from '../../http/responses';
import { currentUser } from '../auth/session-auth';
import { privateFileRoutes } from './file-routes';
import { quizRoutes } from './quiz-routes';
import { OwnedCourseSchema, ProgressSchema, StudyCourseSchema } from './responses';
import { listOwnedCourses, recordProgress, studyCourse } from './service';

/** Studying owned courses: every route needs a session; course routes need ownership. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', app.requireUser);
  await app.register(privateFileRoutes);
  await app.register(quizRoutes);

  const listSchema = { response: ok(z.object({ courses: z.array(OwnedCourseSchema) })) };
  app.get('/user/courses', { schema: listSchema }, async (request) => ({
    courses: await listOwnedCourses(ctx, currentUser(request).id),
  }));

  const studySchema = {
    params: CourseParams,
    response: ok(z.object({ course: StudyCourseSchema })),
  };
  app.get('/user/courses/:id/:slug', { schema: studySchema }, async (request) => ({
    course: await studyCourse(ctx, currentUser(request), request.params.id),
  }));

  app.put(
    '/user/courses/:id/:slug/update/progress',
    {
      schema: {
        params: CourseParams,
        body: ProgressUpdateSchema,
        response: ok(z.object({ progress: ProgressSchema })),
      },
    },
    async (request) => ({
      progress: await recordProgress(ctx, currentUser(request), {
        courseId: request.params.id,
        ...request.body,
      }),
    }),
  );
};
