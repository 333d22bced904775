import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session-context';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';
import type {
  AskedQuestionAnswer,
  LessonQuestionsAnswer,
} from '../../shared/responses/lesson-questions';

type LessonRef = { courseId: number; slug: string; moduleId: number };

const questionsPath = ({ courseId, slug, moduleId }: LessonRef) =>
  `/user/courses/${courseId}/${encodeURIComponent(slug)}/modules/${moduleId}/questions`;

/** Per person, so a cached list never shows up for someone else. */
const questionsKey = (userId: string, lesson: LessonRef) =>
  ['lesson-questions', userId, lesson.courseId, lesson.moduleId] as const;

/** The questions of one lesson the student may read, newest first. */
export function useLessonQuestions(lesson: LessonRef) {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    queryKey: questionsKey(userId, lesson),
    queryFn: () =>
      apiRequest<LessonQuestionsAnswer>(questionsPath(lesson)).then((answer) => answer.questions),
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
      apiRequest<AskedQuestionAnswer>(questionsPath(lesson), { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(userId, lesson) }),
  });
}
