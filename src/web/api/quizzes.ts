import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudyCourse } from '../../shared/responses/learning';
import type { QuizAnswers } from '../../shared/quizzes';
import type { QuizResult, StudentQuiz } from '../../shared/responses/quizzes';
import { useSession } from '../auth/session-context';
import { invalidateData } from '../store/cache';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';
import { learningKeys } from './learning';
import { ownedCoursesKey } from './owned-courses';

const quizPath = (id: number, slug: string, unitId: number) =>
  `/user/courses/${id}/${encodeURIComponent(slug)}/quizzes/${unitId}`;

const quizKey = (userId: string, courseId: number, unitId: number) =>
  ['user-quizzes', userId, courseId, unitId] as const;

/** A unit's evaluation to take: questions and options, never the answers. */
export function useUnitQuiz(id: number, slug: string, unitId: number) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: quizKey(userId, id, unitId),
    queryFn: () =>
      apiRequest<{ quiz: StudentQuiz }>(quizPath(id, slug, unitId)).then((answer) => answer.quiz),
    enabled: userId !== '',
    retry: retryServerErrors,
  });
}

/** Sends an attempt; the course's progress and the student's standing come back with the grade. */
export function useSubmitQuiz(id: number, slug: string, unitId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useMutation({
    mutationFn: (answers: QuizAnswers['answers']) =>
      apiRequest<QuizResult>(quizPath(id, slug, unitId), { method: 'POST', body: { answers } }),
    onSuccess: ({ progress, standing }) => {
      queryClient.setQueryData<StudyCourse>(learningKeys.study(userId, id), (course) =>
        course ? { ...course, progress } : course,
      );
      queryClient.setQueryData<StudentQuiz>(quizKey(userId, id, unitId), (quiz) =>
        quiz ? { ...quiz, standing } : quiz,
      );
      invalidateData(queryClient, (name) => name === ownedCoursesKey(userId));
    },
  });
}
