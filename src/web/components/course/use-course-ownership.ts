import { useMemo } from 'react';
import { useOwnedCourses } from '../../api/owned-courses';
import { useSession } from '../../auth/session-context';
import type { CourseProgress } from '../../../shared/responses/learning';

export type CourseOwnership = {
  owns: (courseId: number) => boolean;
  progressOf: (courseId: number) => CourseProgress | undefined;
};

/** Which courses the signed-in person owns and their progress; nothing while signed out. */
export function useCourseOwnership(): CourseOwnership {
  const { user, status } = useSession();
  const { data: owned } = useOwnedCourses();
  return useMemo(() => {
    const signedIn = status === 'authenticated' && user !== null;
    const ids = new Set(signedIn ? user.courses.map((entry) => entry.course.id) : []);
    const progress = new Map(
      signedIn ? (owned ?? []).map((entry) => [entry.course.id, entry.progress] as const) : [],
    );
    return {
      owns: (courseId) => ids.has(courseId) || progress.has(courseId),
      progressOf: (courseId) => progress.get(courseId),
    };
  }, [user, status, owned]);
}
