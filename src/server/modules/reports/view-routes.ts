import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseIdSchema } from '../../../shared/fields';
import { recordCourseView } from './course-views';

/** A page shown to one person is one beacon; far more from one address is not people reading. */
export const COURSE_VIEW_BEACONS = { max: 60, timeWindow: '1 minute' };

/**
 * The beacon a course page sends once it is shown (`POST /api/courses/{id}/views`, no body):
 * the first step of the sales funnel. Always 204, counted or not, so it tells nothing.
 */
export const courseViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    '/courses/:id/views',
    {
      schema: { params: z.object({ id: CourseIdSchema }), response: { 204: z.null() } },
      config: { rateLimit: COURSE_VIEW_BEACONS },
    },
    async (request, reply) => {
      await recordCourseView(ctx, {
        courseId: request.params.id,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(204).send(null);
    },
  );
};
