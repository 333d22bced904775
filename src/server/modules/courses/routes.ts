import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseParams } from '../../../shared/route-params';
import { ok } from '../../http/responses';
import { CatalogueAnswerSchema, CourseDetailAnswerSchema } from '../../../shared/responses/courses';
import { publicCourse } from './service';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const listSchema = { response: ok(CatalogueAnswerSchema) };
  // The catalogue is the same for everyone; a course's detail says whether the visitor owns it.
  app.get('/courses', { schema: listSchema, config: { responseCache: 'everyone' } }, async () => ({
    courses: await ctx.catalogue.list(),
  }));

  app.get(
    '/courses/:id/:slug',
    {
      schema: { params: CourseParams, response: ok(CourseDetailAnswerSchema) },
      onRequest: app.loadSession,
      config: { responseCache: 'anonymous' },
    },
    async (request) => ({
      course: await publicCourse(ctx, request.params.id, request.auth?.user.id),
    }),
  );
};
