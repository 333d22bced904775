import { useQuery } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/contact';
import type { Answer } from '../../shared/contracts/define-route';
import {
  adminKeys,
  usePagedList,
  usePanelMutation,
  type ListQuery,
  type ListSearch,
} from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

const MESSAGES = 'messages';
const messagesKey = [...adminKeys.all, MESSAGES] as const;
const unansweredKey = [...adminKeys.all, 'messages-unanswered'] as const;

/** One page of the contact inbox ('Mensajes'). */
export const useContactMessages = (query: ListQuery) =>
  usePagedList(MESSAGES, 'messages', query, (search: ListSearch) =>
    call(routes.listContactMessages, { query: search }),
  );

/** How many contact messages wait for an answer, for the dashboard. */
export function useUnansweredMessages() {
  return useQuery({
    queryKey: unansweredKey,
    queryFn: () => call(routes.countUnansweredMessages),
    retry: retryServerErrors,
  });
}

/** After an answer or an archive, the inbox and the dashboard's figure fetch again. */
const useInboxMutation = <Input>(
  request: (input: Input) => Promise<Answer<typeof routes.answerContactMessage>>,
) => usePanelMutation([messagesKey, unansweredKey], request);

/** 'Responder': the answer goes to the visitor by e-mail and stays with the message. */
export const useAnswerMessage = () =>
  useInboxMutation(({ id, text }: { id: string; text: string }) =>
    call(routes.answerContactMessage, { params: { id }, body: { text } }),
  );

/** 'Archivar' or 'Recuperar'. */
export const useArchiveMessage = () =>
  useInboxMutation(({ id, archived }: { id: string; archived: boolean }) =>
    call(routes.archiveContactMessage, { params: { id }, body: { archived } }),
  );
