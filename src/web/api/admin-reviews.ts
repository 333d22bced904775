import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/admin-reviews';
import type { AdminReviewAnswer, AdminReviewsPage } from '../../shared/responses/course-reviews';
import { adminKeys, usePanelMutation, type ListPage } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

const reviewsKey = [...adminKeys.all, 'reviews'] as const;

/** A page of 'Opiniones': of one course (`courseId`) or all (''), visible, hidden or all (''). */
export type ReviewsQuery = { page: number; courseId: string; filter: string };

/** `courseId=…&filter=…&page=…` without the empty ones (and without page 1). */
export function reviewsSearchParams(query: ReviewsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.courseId) params.set('courseId', query.courseId);
  if (query.filter) params.set('filter', query.filter);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** One page of the students' reviews, newest first. */
export const useAdminReviews = (query: ReviewsQuery) =>
  useQuery({
    queryKey: [...reviewsKey, query],
    queryFn: async (): Promise<ListPage<AdminReviewsPage, 'reviews'>> => {
      const search = Object.fromEntries(reviewsSearchParams(query));
      const { reviews, ...page } = await call(routes.listReviews, { query: search });
      return { items: reviews, ...page, extra: {} };
    },
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });

const useReviewChange = <Input>(request: (input: Input) => Promise<AdminReviewAnswer>) =>
  usePanelMutation([reviewsKey], request);

/** 'Ocultar' with its reason. */
export const useHideReview = () =>
  useReviewChange(({ id, reason }: { id: number; reason: string }) =>
    call(routes.hideReview, { params: { id }, body: { reason } }),
  );

/** 'Mostrar'. */
export const useShowReview = () =>
  useReviewChange((id: number) => call(routes.showReview, { params: { id } }));

/** 'Responder' or 'Editar respuesta': the firm's public reply. */
export const useReplyToReview = () =>
  useReviewChange(({ id, text }: { id: number; text: string }) =>
    call(routes.replyToReview, { params: { id }, body: { text } }),
  );

/** 'Quitar respuesta'. */
export const useRemoveReviewReply = () =>
  useReviewChange((id: number) => call(routes.removeReviewReply, { params: { id } }));
