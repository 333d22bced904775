import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseParams } from '../../http/params';
import { ok } from '../../http/responses';
import { CourseCardSchema, CourseDetailSchema } from './responses';
import { publicCourse } from './service';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const listSchema = { response: ok(z.object({ courses: z.array(CourseCardSchema) })) };
  app.get('/courses', { schema: listSchema }, async () => ({
    courses: await ctx.catalogue.list(),
  }));

  app.get(
    '/courses/:id/:slug',
    {
      schema: { params: CourseParams, response: ok(z.object({ course: CourseDetailSchema })) },
      onRequest: app.loadSession,
    },
    async (request) => ({
      course: await publicCourse(ctx, request.params.id, request.auth?.user.id),
    }),
  );
};
