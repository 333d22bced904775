import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/admin-questions';
import type {
  AdminQuestionAnswer,
  AdminQuestionsPage,
} from '../../shared/responses/lesson-questions';
import { adminKeys, usePanelMutation, type ListPage } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

const questionsKey = [...adminKeys.all, 'questions'] as const;
const unansweredKey = [...adminKeys.all, 'questions-unanswered'] as const;

/** A page of 'Preguntas', of one course (`courseId`) or of all (''). */
export type QuestionsQuery = { page: number; courseId: string };

/** `courseId=…&page=…` without the empty ones (and without page 1). */
export function questionsSearchParams({ page, courseId }: QuestionsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (courseId) params.set('courseId', courseId);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** One page of the students' questions: unanswered first, then newest. */
export function useAdminQuestions(query: QuestionsQuery) {
  return useQuery({
    queryKey: [...questionsKey, query],
    queryFn: async (): Promise<ListPage<AdminQuestionsPage, 'questions'>> => {
      const { questions, ...page } = await call(routes.listQuestions, {
        query: Object.fromEntries(questionsSearchParams(query)),
      });
      return { items: questions, ...page, extra: {} };
    },
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

/** How many visible questions wait for an answer, for the dashboard. */
export function useUnansweredQuestions() {
  return useQuery({
    queryKey: unansweredKey,
    queryFn: () => call(routes.countUnansweredQuestions),
    retry: retryServerErrors,
  });
}

/** After an answer or a hide, the list and the dashboard's figure fetch again. */
const useQuestionMutation = <Input>(request: (input: Input) => Promise<AdminQuestionAnswer>) =>
  usePanelMutation([questionsKey, unansweredKey], request);

/** 'Responder' or 'Editar respuesta': the first answer goes to the asker by e-mail. */
export const useAnswerQuestion = () =>
  useQuestionMutation(({ id, text }: { id: string; text: string }) =>
    call(routes.answerQuestion, { params: { id }, body: { text } }),
  );

/** 'Ocultar' or 'Mostrar'. */
export const useHideQuestion = () =>
  useQuestionMutation(({ id, hidden }: { id: string; hidden: boolean }) =>
    call(hidden ? routes.hideQuestion : routes.unhideQuestion, { params: { id } }),
  );
