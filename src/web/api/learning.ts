import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import * as routes from '../../shared/contracts/learning';
import { useSession } from '../auth/session-context';
import { apiHref, call } from './call';
import { retryServerErrors } from './courses';
import { ownedCoursesKey } from './owned-courses';
import { invalidateData } from '../store/cache';
import type { Resume, StudyCourse } from '../../shared/responses/learning';

export const learningKeys = {
  /** Per person, so a cached course never shows up for someone else. */
  study: (userId: string, courseId: number) => ['user-courses', userId, courseId] as const,
};

/** A course to study (owners and admins): video ids, materials and progress. */
export function useStudyCourse(id: number, slug: string) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: learningKeys.study(userId, id),
    queryFn: () =>
      call(routes.studyCourse, { params: { id, slug } }).then((answer) => answer.course),
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
      call(routes.completeModule, { params: { id, slug }, body: module }),
    onSuccess: ({ progress }) => {
      queryClient.setQueryData<StudyCourse>(learningKeys.study(userId, id), (course) =>
        course ? { ...course, progress } : course,
      );
      invalidateData(queryClient, (name) => name === ownedCoursesKey(userId));
    },
  });
}

/** A position save: where the student is, with the video's length when the player knows it. */
export type Heartbeat = Resume & { duration?: number };

/** What the lesson player saves positions through (`useSavePosition`). */
export type PositionSaver = {
  save: (at: Heartbeat, periodic?: boolean) => Promise<void>;
  beacon: (at: Heartbeat) => void;
};

/**
 * Saving where the student is in a lesson; each save is a heartbeat the server counts watching
 * by. `save` goes through the API, one after another in the order made (the server credits each
 * against the one before); errors are not the student's concern: the next save catches up.
 * `beacon` is for when the page is being left, which the browser sends even as the page goes
 * away. Both keep the course's resume in step.
 */
export function useSavePosition(id: number, slug: string): PositionSaver {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const queue = useRef<Promise<void>>(Promise.resolve());
  return useMemo(() => {
    const params = { id, slug };
    const remember = ({ moduleId, seconds }: Resume, listChanged: boolean) => {
      queryClient.setQueryData<StudyCourse>(learningKeys.study(userId, id), (course) =>
        course ? { ...course, resume: { moduleId, seconds: Math.floor(seconds) } } : course,
      );
      if (listChanged) invalidateData(queryClient, (name) => name === ownedCoursesKey(userId));
    };
    const body = ({ moduleId, seconds, duration }: Heartbeat) => ({
      moduleId,
      seconds: Math.round(seconds * 1000) / 1000,
      ...(duration !== undefined && Number.isFinite(duration) && duration > 0 ? { duration } : {}),
    });
    return {
      /** `periodic` saves (while playing) leave the 'Mis cursos' list alone until a pause. */
      save(at, periodic = false) {
        remember(at, !periodic);
        queue.current = queue.current.then(() =>
          call(routes.savePosition, { params, body: body(at) }).then(
            () => undefined,
            () => undefined,
          ),
        );
        return queue.current;
      },
      beacon(at) {
        remember(at, true);
        const url = apiHref(routes.savePosition, { params });
        const blob = new Blob([JSON.stringify(body(at))], { type: 'application/json' });
        if (!navigator.sendBeacon?.(url, blob)) {
          void fetch(url, {
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
