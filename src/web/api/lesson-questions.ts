import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/lesson-questions';
import { useSession } from '../auth/session-context';
import { call } from './call';
import { retryServerErrors } from './courses';

type LessonRef = { courseId: number; slug: string; moduleId: number };

const params = ({ courseId, slug, moduleId }: LessonRef) => ({ id: courseId, slug, moduleId });

/** Per person, so a cached list never shows up for someone else. */
const questionsKey = (userId: string, lesson: LessonRef) =>
  ['lesson-questions', userId, lesson.courseId, lesson.moduleId] as const;

/** The questions of one lesson the student may read, newest first. */
export function useLessonQuestions(lesson: LessonRef) {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    queryKey: questionsKey(userId, lesson),
    queryFn: () =>
      call(routes.lessonQuestions, { params: params(lesson) }).then((answer) => answer.questions),
    enabled: userId !== '',
    retry: retryServerErrors,
  });
}

/** Asks about the lesson; the lesson's list fetches again. */
export function useAskQuestion(lesson: LessonRef) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: (text: string) =>
      call(routes.askQuestion, { params: params(lesson), body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(userId, lesson) }),
  });
}
