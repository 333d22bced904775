import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/courses';
import { serve } from '../../http/serve-route';
import { publicCourse } from './service';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The catalogue is the same for everyone; a course's detail says whether the visitor owns it.
  serve(app, routes.catalogue, async () => ({ courses: await ctx.catalogue.list() }), {
    config: { responseCache: 'everyone' },
  });

  serve(
    app,
    routes.courseDetail,
    async (request) => ({
      course: await publicCourse(ctx, request.params.id, request.auth?.user.id),
    }),
    { onRequest: app.loadSession, config: { responseCache: 'anonymous' } },
  );
};
