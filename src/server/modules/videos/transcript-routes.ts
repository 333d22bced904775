import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/video-captions';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { lessonTranscript, searchSpoken } from './transcript';

/**
 * What is said in a course's hosted lessons, for its owners (in the student scope, which asks
 * for the session): a lesson's transcript, and the lessons where some words are said.
 */
export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.lessonTranscript, async (request) =>
    lessonTranscript(ctx, currentUser(request), {
      courseId: request.params.id,
      moduleId: request.params.moduleId,
      ...(request.query.lang ? { lang: request.query.lang } : {}),
    }),
  );

  serve(app, routes.searchSpoken, async (request) => ({
    matches: await searchSpoken(ctx, currentUser(request), {
      courseId: request.params.id,
      q: request.query.q,
    }),
  }));
};
