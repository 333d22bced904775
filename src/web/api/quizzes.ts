import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/quizzes';
import type { StudyCourse } from '../../shared/responses/learning';
import type { QuizAnswers } from '../../shared/quizzes';
import type { StudentQuiz } from '../../shared/responses/quizzes';
import { useSession } from '../auth/session-context';
import { invalidateData } from '../store/cache';
import { call } from './call';
import { retryServerErrors } from './courses';
import { learningKeys } from './learning';
import { ownedCoursesKey } from './owned-courses';

const quizKey = (userId: string, courseId: number, unitId: number) =>
  ['user-quizzes', userId, courseId, unitId] as const;

/** A unit's evaluation to take: questions and options, never the answers. */
export function useUnitQuiz(id: number, slug: string, unitId: number) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: quizKey(userId, id, unitId),
    queryFn: () => call(routes.unitQuiz, { params: { id, slug, unitId } }).then(({ quiz }) => quiz),
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
      call(routes.submitQuiz, { params: { id, slug, unitId }, body: { answers } }),
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
