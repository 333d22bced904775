import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session-context';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';
import { ownedCoursesKey } from './owned-courses';
import { invalidateData } from '../store/cache';
import type {
  ProgressAnswer,
  StudyCourse,
  StudyCourseAnswer,
} from '../../shared/responses/learning';

export const learningKeys = {
  /** Per person, so a cached course never shows up for someone else. */
  study: (userId: string, courseId: number) => ['user-courses', userId, courseId] as const,
};

const coursePath = (id: number, slug: string) => `/user/courses/${id}/${encodeURIComponent(slug)}`;

/** A course to study (owners and admins): video ids, materials and progress. */
export function useStudyCourse(id: number, slug: string) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: learningKeys.study(userId, id),
    queryFn: () =>
      apiRequest<StudyCourseAnswer>(coursePath(id, slug)).then((answer) => answer.course),
    enabled: userId !== '' && Number.isInteger(id) && id > 0,
    retry: retryServerErrors,
  });
}

type ModuleRef = { unitId: number; moduleId: number };

/** Marks one module complete; stores the new progress and refreshes the owned-courses list. */
export function useCompleteModule(id: number, slug: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useMutation({
    mutationFn: (module: ModuleRef) =>
      apiRequest<ProgressAnswer>(`${coursePath(id, slug)}/update/progress`, {
        method: 'PUT',
        body: module,
      }),
    onSuccess: ({ progress }) => {
      queryClient.setQueryData<StudyCourse>(learningKeys.study(userId, id), (course) =>
        course ? { ...course, progress } : course,
      );
      invalidateData(queryClient, (name) => name === ownedCoursesKey(userId));
    },
  });
}
