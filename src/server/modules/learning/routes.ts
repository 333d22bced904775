import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProgressUpdateSchema } from '../../../shared/progress';
import { CourseParams } from '../../http/params';
import { currentUser } from '../../http/session-auth';
import { completeModule } from './progress';
import { listOwnedCourses, loadStudyTree, studyCourse } from './service';

/** Studying owned courses: every route needs a session; course routes need ownership. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/user/courses', async (request) => ({
    courses: await listOwnedCourses(app.deps.db, currentUser(request).id),
  }));

  app.get('/user/courses/:id/:slug', { schema: { params: CourseParams } }, async (request) => ({
    course: await studyCourse(app.deps.db, currentUser(request), request.params.id),
  }));

  app.put(
    '/user/courses/:id/:slug/update/progress',
    { schema: { params: CourseParams, body: ProgressUpdateSchema } },
    async (request) => {
      const user = currentUser(request);
      const tree = await loadStudyTree(app.deps.db, user, request.params.id);
      const progress = await completeModule(app.deps.db, {
        userId: user.id,
        tree,
        ...request.body,
        now: app.deps.now(),
      });
      return { progress };
    },
  );
};
