import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProgressUpdateSchema } from '../../../shared/progress';
import { CourseParams } from '../../http/params';
import { ok } from '../../http/responses';
import { currentUser } from '../auth/session-auth';
import { privateFileRoutes } from './file-routes';
import {
  OwnedCoursesAnswerSchema,
  ProgressAnswerSchema,
  StudyCourseAnswerSchema,
} from '../../../shared/responses/learning';
import { listOwnedCourses, recordProgress, studyCourse } from './service';

/** Studying owned courses: every route needs a session; course routes need ownership. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', app.requireUser);
  await app.register(privateFileRoutes);

  const listSchema = { response: ok(OwnedCoursesAnswerSchema) };
  app.get('/user/courses', { schema: listSchema }, async (request) => ({
    courses: await listOwnedCourses(ctx, currentUser(request).id),
  }));

  const studySchema = {
    params: CourseParams,
    response: ok(StudyCourseAnswerSchema),
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
        response: ok(ProgressAnswerSchema),
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
