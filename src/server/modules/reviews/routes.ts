import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/course-reviews';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { ownReview, sendReview } from './own-review';
import { publicReviews } from './public-reviews';

/** A course's reviews, for anyone. */
export const courseReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.courseReviews, async (request) =>
    publicReviews(app.ctx, request.params.id, request.query.page),
  );
};

/** The owner's own review (in the student scope, which asks for the session). */
export const ownReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.ownReview, async (request) =>
    ownReview(ctx, currentUser(request), request.params.id),
  );

  serve(app, routes.sendReview, async (request) => ({
    message: 'Gracias por tu opinión. Ya se ve en la página del curso.',
    review: await sendReview(ctx, currentUser(request), request.params.id, request.body),
  }));
};
