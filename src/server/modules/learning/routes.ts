import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PositionUpdateSchema, ProgressUpdateSchema } from '../../../shared/progress';
import { z } from 'zod';
import { CourseParams } from '../../../shared/route-params';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { privateFileRoutes } from './file-routes';
import {
  OwnedCoursesAnswerSchema,
  ProgressAnswerSchema,
  StudyCourseAnswerSchema,
} from '../../../shared/responses/learning';
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

  // PUT is the call; POST is the same for the browser's beacon when the page is left.
  app.route({
    method: ['PUT', 'POST'],
    url: '/user/courses/:id/:slug/position',
    schema: { params: CourseParams, body: PositionUpdateSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await recordPosition(ctx, currentUser(request), {
        courseId: request.params.id,
        ...request.body,
      });
      return reply.code(204).send(null);
    },
  });
};
