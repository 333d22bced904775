import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress, OwnedCourse, StudyCourse } from '../../shared/courses';
import { useSession } from '../auth/session-context';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';

export const learningKeys = {
  /** Per person, so a cached list never shows up for someone else. */
  owned: (userId: string) => ['user-courses', userId] as const,
  study: (userId: string, courseId: number) => ['user-courses', userId, courseId] as const,
};

const coursePath = (id: number, slug: string) => `/user/courses/${id}/${encodeURIComponent(slug)}`;

/** The signed-in person's courses with their progress; idle while nobody is signed in. */
export function useOwnedCourses() {
  const { user, status } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: learningKeys.owned(userId),
    queryFn: () =>
      apiRequest<{ courses: OwnedCourse[] }>('/user/courses').then((answer) => answer.courses),
    enabled: status === 'authenticated' && userId !== '',
  });
}

/** A course to study (owners and admins): video ids, materials and progress. */
export function useStudyCourse(id: number, slug: string) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: learningKeys.study(userId, id),
    queryFn: () =>
      apiRequest<{ course: StudyCourse }>(coursePath(id, slug)).then((answer) => answer.course),
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
      apiRequest<{ progress: CourseProgress }>(`${coursePath(id, slug)}/update/progress`, {
        method: 'PUT',
        body: module,
      }),
    onSuccess: ({ progress }) => {
      queryClient.setQueryData<StudyCourse>(learningKeys.study(userId, id), (course) =>
        course ? { ...course, progress } : course,
      );
      void queryClient.invalidateQueries({ queryKey: learningKeys.owned(userId), exact: true });
    },
  });
}
