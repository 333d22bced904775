import { z } from 'zod';
import { ReviewSchema } from '../course-review-schemas';
import {
  CourseReviewsAnswerSchema,
  OwnReviewAnswerSchema,
  SentReviewAnswerSchema,
} from '../responses/course-reviews';
import { CourseParams } from '../route-params';
import { defineRoute } from './define-route';

const ReviewsPageQuery = z.object({
  page: z.coerce
    .number({ error: 'La página no es válida.' })
    .int('La página no es válida.')
    .min(1, 'La página no es válida.')
    .max(100_000, 'La página no es válida.')
    .default(1),
});

/** A visible course's visible reviews, newest first, a page at a time; anyone may read them. */
export const courseReviews = defineRoute({
  method: 'GET',
  path: '/courses/:id/:slug/reviews',
  params: CourseParams,
  query: ReviewsPageQuery,
  response: { 200: CourseReviewsAnswerSchema },
});

/** The owner's own review, if any, and whether they may write one yet. */
export const ownReview = defineRoute({
  method: 'GET',
  path: '/user/courses/:id/:slug/review',
  params: CourseParams,
  response: { 200: OwnReviewAnswerSchema },
});

/** Writes the owner's review, or rewrites it: one per student and course. */
export const sendReview = defineRoute({
  method: 'POST',
  path: '/user/courses/:id/:slug/review',
  params: CourseParams,
  body: ReviewSchema,
  response: { 201: SentReviewAnswerSchema },
});
