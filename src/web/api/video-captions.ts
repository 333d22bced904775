import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/video-captions';
import { useSession } from '../auth/session-context';
import { call } from './call';
import { retryServerErrors } from './courses';

type CourseRef = { courseId: number; slug: string };
type LessonRef = CourseRef & { moduleId: number };

/** The shortest search the server takes. */
export const SPOKEN_SEARCH_MIN = 2;

/**
 * What is said in a hosted lesson, cue by cue (its owner's or an admin's); per person, so a
 * cached one never shows up for someone else. A lesson without subtitles fails with 404.
 */
export function useLessonTranscript(lesson: LessonRef) {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    queryKey: ['lesson-transcript', userId, lesson.courseId, lesson.moduleId] as const,
    queryFn: () =>
      call(routes.lessonTranscript, {
        params: { id: lesson.courseId, slug: lesson.slug, moduleId: lesson.moduleId },
      }),
    enabled: userId !== '',
    retry: retryServerErrors,
    staleTime: 5 * 60_000,
  });
}

/**
 * The lessons of a course where `search` is said; asked only once it is long enough, the last
 * answer kept on screen while the next one comes.
 */
export function useSpokenSearch(course: CourseRef, search: string) {
  const userId = useSession().user?.id ?? '';
  const q = search.trim();
  return useQuery({
    queryKey: ['spoken-search', userId, course.courseId, q] as const,
    queryFn: () =>
      call(routes.searchSpoken, {
        params: { id: course.courseId, slug: course.slug },
        query: { q },
      }).then((answer) => answer.matches),
    enabled: userId !== '' && q.length >= SPOKEN_SEARCH_MIN,
    retry: retryServerErrors,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
