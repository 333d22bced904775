import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listVisibleCourses } from './catalogue';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/courses', async () => ({ courses: await listVisibleCourses(app.deps.db) }));
};
