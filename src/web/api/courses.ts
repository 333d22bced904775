import * as routes from '../../shared/contracts/courses';
import { useResource } from '../store/use-resource';
import { call } from './call';
import { ApiError } from './client';

/** The public course data's entries in the data cache (store/cache.ts). */
export const courseKeys = {
  catalogue: 'catalogue',
  detail: (id: number) => `course/${id}`,
  /**
   * The catalogue, every course page and the bundles' (api/bundles.ts: they show their courses'
   * prices): what a course edit changes.
   */
  isCourseData: (key: string) =>
    key === 'catalogue' ||
    key.startsWith('course/') ||
    key === 'bundles' ||
    key.startsWith('bundle/'),
};

/** Only a network failure or a server error is worth a second try; a 4xx answer is final. */
export const retryServerErrors = (failures: number, error: Error) =>
  failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

export function fetchCatalogue() {
  return call(routes.catalogue).then((answer) => answer.courses);
}

/** The public catalogue: visible courses only. */
export function useCatalogue() {
  return useResource(courseKeys.catalogue, fetchCatalogue, { retry: retryServerErrors });
}

/** One visible course's public page; the answer's slug is the canonical one. */
export function useCourseDetail(id: number, slug: string) {
  return useResource(
    courseKeys.detail(id),
    () => call(routes.courseDetail, { params: { id, slug } }).then((answer) => answer.course),
    { enabled: Number.isInteger(id) && id > 0, retry: retryServerErrors },
  );
}
