import { AdminReviewsQuerySchema } from '../admin';
import { HideReviewSchema, ReviewReplySchema } from '../course-review-schemas';
import { AdminReviewAnswerSchema, AdminReviewsPageSchema } from '../responses/course-reviews';
import { itemIdParam } from '../route-params';
import { z } from 'zod';
import { defineRoute } from './define-route';

const ReviewIdParams = z.object({ id: itemIdParam('La opinión no es válida.') });

/** A page of the panel's 'Opiniones', newest first: of one course or all, visible or hidden. */
export const listReviews = defineRoute({
  method: 'GET',
  path: '/admin/reviews',
  query: AdminReviewsQuerySchema,
  response: { 200: AdminReviewsPageSchema },
});

/** 'Ocultar', with the reason: the review leaves the course page, its average and its count. */
export const hideReview = defineRoute({
  method: 'POST',
  path: '/admin/reviews/:id/hide',
  params: ReviewIdParams,
  body: HideReviewSchema,
  response: { 200: AdminReviewAnswerSchema },
});

/** 'Mostrar': the review is public again. */
export const showReview = defineRoute({
  method: 'POST',
  path: '/admin/reviews/:id/show',
  params: ReviewIdParams,
  response: { 200: AdminReviewAnswerSchema },
});

/** The firm's public reply under the review, written or rewritten. */
export const replyToReview = defineRoute({
  method: 'PUT',
  path: '/admin/reviews/:id/reply',
  params: ReviewIdParams,
  body: ReviewReplySchema,
  response: { 200: AdminReviewAnswerSchema },
});

/** Removes the firm's reply. */
export const removeReviewReply = defineRoute({
  method: 'DELETE',
  path: '/admin/reviews/:id/reply',
  params: ReviewIdParams,
  response: { 200: AdminReviewAnswerSchema },
});
