import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseParams } from '../../http/params';
import { publicCourse } from './service';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get('/courses', async () => ({ courses: await ctx.catalogue.list() }));

  app.get(
    '/courses/:id/:slug',
    { schema: { params: CourseParams }, onRequest: app.loadSession },
    async (request) => ({
      course: await publicCourse(ctx, request.params.id, request.auth?.user.id),
    }),
  );
};
