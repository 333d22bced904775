import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/course-reviews';
import type { Review } from '../../shared/course-review-schemas';
import { useSession } from '../auth/session-context';
import { invalidateData } from '../store/cache';
import { useResource } from '../store/use-resource';
import { call } from './call';
import { courseKeys, retryServerErrors } from './courses';

type CourseRef = { id: number; slug: string };

/** The first page of a course's reviews, in the data cache (a rendered page writes it). */
export const reviewsKey = (courseId: number) => `course-reviews/${courseId}`;

export const fetchReviewsPage = (course: CourseRef, page: number) =>
  call(routes.courseReviews, { params: course, query: { page } });

/** The first page of a visible course's reviews, with its average and count. */
export const useCourseReviews = (course: CourseRef) =>
  useResource(reviewsKey(course.id), () => fetchReviewsPage(course, 1), {
    retry: retryServerErrors,
  });

/** Per person, so a cached answer never shows up for someone else. */
const ownKey = (userId: string, courseId: number) => ['own-review', userId, courseId] as const;

/** The signed-in owner's review of the course and whether they may write one; off when `enabled` is false. */
export function useOwnReview(course: CourseRef, enabled = true) {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    queryKey: ownKey(userId, course.id),
    queryFn: () => call(routes.ownReview, { params: course }),
    enabled: enabled && userId !== '',
    retry: retryServerErrors,
  });
}

/** Writes or rewrites the owner's review; their answer, the page's reviews and its rating load again. */
export function useSendReview(course: CourseRef) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: (review: Review) => call(routes.sendReview, { params: course, body: review }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ownKey(userId, course.id) });
      invalidateData(
        client,
        (key) =>
          key === reviewsKey(course.id) ||
          key === courseKeys.detail(course.id) ||
          key === 'catalogue',
      );
    },
  });
}
