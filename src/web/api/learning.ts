import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../auth/session-context';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';
import { ownedCoursesKey } from './owned-courses';
import { invalidateData } from '../store/cache';
import type {
  ProgressAnswer,
  Resume,
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

/**
 * Saving where the student is in a lesson: `save` through the API (errors are not the
 * student's concern: the next save catches up), `beacon` when the page is being left, which the
 * browser sends even as the page goes away. Both keep the course's resume in step.
 */
export function useSavePosition(id: number, slug: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useMemo(() => {
    const path = `${coursePath(id, slug)}/position`;
    const remember = (resume: Resume, listChanged: boolean) => {
      queryClient.setQueryData<StudyCourse>(learningKeys.study(userId, id), (course) =>
        course ? { ...course, resume } : course,
      );
      if (listChanged) invalidateData(queryClient, (name) => name === ownedCoursesKey(userId));
    };
    const body = (resume: Resume) => ({ ...resume, seconds: Math.floor(resume.seconds) });
    return {
      /** `periodic` saves (while playing) leave the 'Mis cursos' list alone until a pause. */
      save(resume: Resume, periodic = false) {
        remember(resume, !periodic);
        apiRequest(path, { method: 'PUT', body: body(resume) }).catch(() => undefined);
      },
      beacon(resume: Resume) {
        remember(resume, true);
        const blob = new Blob([JSON.stringify(body(resume))], { type: 'application/json' });
        if (!navigator.sendBeacon?.(`/api${path}`, blob)) {
          void fetch(`/api${path}`, {
            method: 'POST',
            body: blob,
            keepalive: true,
            credentials: 'same-origin',
          }).catch(() => undefined);
        }
      },
    };
  }, [queryClient, userId, id, slug]);
}
