import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/admin-courses';
import { serve } from '../../http/serve-route';
import { adminCourse, adminCourseList, createCourse, updateCourse } from '../courses/editor';
import { courseQuizStats } from '../learning/quiz-stats';
import { refuseInvalidCourse } from './course-form-errors';

/** Room for a 5 MB picture sent as a data URL (base64 adds a third) and the rest of the form. */
const COURSE_FORM = { bodyLimit: 8 * 1024 * 1024, attachValidation: true };

export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.listAdminCourses, async () => ({ courses: await adminCourseList(ctx) }));

  serve(app, routes.adminCourse, async (request) => ({
    course: await adminCourse(ctx, request.params.id),
  }));

  serve(app, routes.courseQuizStats, async (request) => courseQuizStats(ctx.db, request.params.id));

  serve(
    app,
    routes.createCourse,
    async (request) => {
      await refuseInvalidCourse(request);
      return { message: 'Creamos el curso.', course: await createCourse(ctx, request.body) };
    },
    COURSE_FORM,
  );

  serve(
    app,
    routes.updateCourse,
    async (request) => {
      await refuseInvalidCourse(request);
      return {
        message: 'Guardamos los cambios del curso.',
        course: await updateCourse(ctx, request.params.id, request.body),
      };
    },
    COURSE_FORM,
  );
};
