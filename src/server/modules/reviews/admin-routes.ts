import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/admin-reviews';
import { serve } from '../../http/serve-route';
import { listReviews } from './admin-list';
import { hideReview, replyToReview, showReview } from './moderation';

/** The panel's 'Opiniones': the students' reviews, hidden or shown, and the firm's replies. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.listReviews, async (request) => {
    const { items, ...page } = await listReviews(ctx, request.query);
    return { reviews: items, ...page };
  });

  serve(app, routes.hideReview, async (request) => ({
    message: 'Ocultaste la opinión: ya no se ve en la página del curso ni cuenta en su promedio.',
    review: await hideReview(ctx, request.params.id, request.body.reason),
  }));

  serve(app, routes.showReview, async (request) => ({
    message: 'La opinión vuelve a verse en la página del curso.',
    review: await showReview(ctx, request.params.id),
  }));

  serve(app, routes.replyToReview, async (request) => ({
    message: 'Guardamos la respuesta; se ve debajo de la opinión.',
    review: await replyToReview(ctx, request.params.id, request.body.text),
  }));

  serve(app, routes.removeReviewReply, async (request) => ({
    message: 'Quitamos la respuesta.',
    review: await replyToReview(ctx, request.params.id, null),
  }));
};
