import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { CourseParams } from '../../http/params';
import { ownedCourseIds } from '../learning/ownership';
import { loadCourseTree } from './course-tree';
import { toCourseDetail } from './public-course';
import { pickRelated } from './recommendations';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/courses', async () => ({ courses: await app.deps.catalogue.list() }));

  app.get(
    '/courses/:id/:slug',
    { schema: { params: CourseParams }, onRequest: app.loadSession },
    async (request) => {
      const tree = await loadCourseTree(app.deps.db, request.params.id, { visibleOnly: true });
      if (!tree) throw notFound('No encontramos ese curso.');
      const ownedIds = request.auth
        ? await ownedCourseIds(app.deps.db, request.auth.user.id)
        : new Set<number>();
      const related = pickRelated(await app.deps.catalogue.list(), { courseId: tree.id, ownedIds });
      return { course: toCourseDetail(tree, related) };
    },
  );
};
