import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseFormSchema } from '../../../shared/course-form';
import { QuizStatsSchema } from '../../../shared/responses/quizzes';
import { CourseParams } from '../../http/params';
import { ok } from '../../http/responses';
import { adminCourse, adminCourseList, createCourse, updateCourse } from '../courses/editor';
import {
  AdminCourseAnswerSchema,
  AdminCoursesAnswerSchema,
  SavedCourseAnswerSchema,
} from '../../../shared/responses/admin';
import { courseQuizStats } from '../learning/quiz-stats';
import { refuseInvalidCourse } from './course-form-errors';

/** Room for a 5 MB picture sent as a data URL (base64 adds a third) and the rest of the form. */
const COURSE_BODY_LIMIT = 8 * 1024 * 1024;

export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/courses', { schema: { response: ok(AdminCoursesAnswerSchema) } }, async () => ({
    courses: await adminCourseList(ctx),
  }));

  app.get(
    '/courses/:id/:slug',
    { schema: { params: CourseParams, response: ok(AdminCourseAnswerSchema) } },
    async (request) => ({ course: await adminCourse(ctx, request.params.id) }),
  );

  app.get(
    '/courses/:id/quiz-stats',
    { schema: { params: CourseParams.pick({ id: true }), response: ok(QuizStatsSchema) } },
    async (request) => courseQuizStats(ctx.db, request.params.id),
  );

  app.post(
    '/courses/create',
    {
      bodyLimit: COURSE_BODY_LIMIT,
      attachValidation: true,
      schema: { body: CourseFormSchema, response: { 201: SavedCourseAnswerSchema } },
    },
    async (request, reply) => {
      await refuseInvalidCourse(request);
      const course = await createCourse(ctx, request.body);
      return reply.status(201).send({ message: 'Creamos el curso.', course });
    },
  );

  app.put(
    '/courses/:id/:slug',
    {
      bodyLimit: COURSE_BODY_LIMIT,
      attachValidation: true,
      schema: {
        params: CourseParams,
        body: CourseFormSchema,
        response: ok(SavedCourseAnswerSchema),
      },
    },
    async (request) => {
      await refuseInvalidCourse(request);
      return {
        message: 'Guardamos los cambios del curso.',
        course: await updateCourse(ctx, request.params.id, request.body),
      };
    },
  );
};
