import { useMemo } from 'react';
import { useOwnedCourses } from '../../api/owned-courses';
import { useSession } from '../../auth/session-context';
import type { CourseProgress, OwnedResume } from '../../../shared/responses/learning';

export type CourseOwnership = {
  owns: (courseId: number) => boolean;
  progressOf: (courseId: number) => CourseProgress | undefined;
  /** Where the course opens again; null before the student plays it, undefined while unknown. */
  resumeOf: (courseId: number) => OwnedResume | null | undefined;
};

/** Which courses the signed-in person owns, their progress and resume; nothing while signed out. */
export function useCourseOwnership(): CourseOwnership {
  const { user, status } = useSession();
  const { data: owned } = useOwnedCourses();
  return useMemo(() => {
    const signedIn = status === 'authenticated' && user !== null;
    const ids = new Set(signedIn ? user.courses.map((entry) => entry.course.id) : []);
    const entries = new Map(
      signedIn ? (owned ?? []).map((entry) => [entry.course.id, entry] as const) : [],
    );
    return {
      owns: (courseId) => ids.has(courseId) || entries.has(courseId),
      progressOf: (courseId) => entries.get(courseId)?.progress,
      resumeOf: (courseId) => entries.get(courseId)?.resume,
    };
  }, [user, status, owned]);
}
