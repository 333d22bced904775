import { useQuery } from '@tanstack/react-query';
import type { CourseCard, CourseDetail } from '../../shared/courses';
import { ApiError, apiRequest } from './client';

export const courseKeys = {
  catalogue: ['courses'] as const,
  detail: (id: number) => ['courses', 'detail', id] as const,
};

/** Only a network failure or a server error is worth a second try; a 4xx answer is final. */
export const retryServerErrors = (failures: number, error: Error) =>
  failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

export function fetchCatalogue() {
  return apiRequest<{ courses: CourseCard[] }>('/courses').then((answer) => answer.courses);
}

/** The public catalogue: visible courses only. */
export function useCatalogue() {
  return useQuery({ queryKey: courseKeys.catalogue, queryFn: fetchCatalogue });
}

/** One visible course's public page; the answer's slug is the canonical one. */
export function useCourseDetail(id: number, slug: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () =>
      apiRequest<{ course: CourseDetail }>(`/courses/${id}/${encodeURIComponent(slug)}`).then(
        (answer) => answer.course,
      ),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryServerErrors,
  });
}
