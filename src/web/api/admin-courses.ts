import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/admin-courses';
import type { CourseFormInput } from '../../shared/course-form';
import type { AdminCourse } from '../../shared/responses/admin';
import { adminKeys } from './admin';
import { call } from './call';
import { courseKeys, retryServerErrors } from './courses';
import { invalidateData } from '../store/cache';

type CourseRef = Pick<AdminCourse, 'id' | 'slug'>;

/** Under the panel's course list, so saving refreshes the list and every loaded course. */
const adminCourseKey = (id: number) => [...adminKeys.courses, id] as const;

/** A course as the editor loads it, hidden or not, with video ids and material links. */
export function useAdminCourse(id: number, slug: string) {
  return useQuery({
    queryKey: adminCourseKey(id),
    queryFn: () =>
      call(routes.adminCourse, { params: { id, slug } }).then((answer) => answer.course),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryServerErrors,
    // The editor fills its form once; fetching again on focus would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

/**
 * Creates a course, or saves the edit of `existing`. Afterwards the panel's list and the public
 * catalogue (course pages included) are fetched again.
 */
export function useSaveCourse(existing?: CourseRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (course: CourseFormInput) =>
      existing
        ? call(routes.updateCourse, { params: existing, body: course })
        : call(routes.createCourse, { body: course }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
      invalidateData(queryClient, courseKeys.isCourseData);
    },
  });
}

/** Uploads a material's file; the answer goes in the course form until the course is saved. */
export const uploadMaterialFile = (file: File) =>
  call(routes.uploadMaterialFile, { query: { name: file.name } }, { file });

/** How the course's evaluations are going: attempts, pass rate, the most failed questions. */
export function useCourseQuizStats(id: number) {
  return useQuery({
    queryKey: [...adminCourseKey(id), 'quiz-stats'] as const,
    queryFn: () => call(routes.courseQuizStats, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryServerErrors,
  });
}
