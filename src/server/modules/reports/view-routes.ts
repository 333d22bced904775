import type { FastifyPluginAsync } from 'fastify';
import { recordCourseView as courseViewRoute } from '../../../shared/contracts/reports';
import { serve } from '../../http/serve-route';
import { recordCourseView } from './course-views';

/** A page shown to one person is one beacon; far more from one address is not people reading. */
export const COURSE_VIEW_BEACONS = { max: 60, timeWindow: '1 minute' };

/** The beacon a course page sends once it is shown: always 204, counted or not. */
export const courseViewRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  serve(
    app,
    courseViewRoute,
    async (request, reply) => {
      await recordCourseView(ctx, {
        courseId: request.params.id,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.send(null);
    },
    { config: { rateLimit: COURSE_VIEW_BEACONS } },
  );
};
