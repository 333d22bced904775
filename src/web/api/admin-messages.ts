import { useQuery } from '@tanstack/react-query';
import { adminKeys, usePagedList, usePanelMutation, type ListQuery } from './admin';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';
import type {
  ContactMessageAnswer,
  ContactMessagesPage,
  UnansweredMessages,
} from '../../shared/responses/contact';

const MESSAGES = 'messages';
const messagesKey = [...adminKeys.all, MESSAGES] as const;
const unansweredKey = [...adminKeys.all, 'messages-unanswered'] as const;

/** One page of the contact inbox ('Mensajes'). */
export const useContactMessages = (query: ListQuery) =>
  usePagedList<ContactMessagesPage, 'messages'>(MESSAGES, 'messages', query);

/** How many contact messages wait for an answer, for the dashboard. */
export function useUnansweredMessages() {
  return useQuery({
    queryKey: unansweredKey,
    queryFn: () => apiRequest<UnansweredMessages>('/admin/messages/unanswered'),
    retry: retryServerErrors,
  });
}

/** After an answer or an archive, the inbox and the dashboard's figure fetch again. */
const useInboxMutation = <Input>(request: (input: Input) => Promise<ContactMessageAnswer>) =>
  usePanelMutation([messagesKey, unansweredKey], request);

const messagePath = (id: string, action: string) =>
  `/admin/messages/${encodeURIComponent(id)}/${action}`;

/** 'Responder': the answer goes to the visitor by e-mail and stays with the message. */
export const useAnswerMessage = () =>
  useInboxMutation(({ id, text }: { id: string; text: string }) =>
    apiRequest<ContactMessageAnswer>(messagePath(id, 'answer'), {
      method: 'POST',
      body: { text },
    }),
  );

/** 'Archivar' or 'Recuperar'. */
export const useArchiveMessage = () =>
  useInboxMutation(({ id, archived }: { id: string; archived: boolean }) =>
    apiRequest<ContactMessageAnswer>(messagePath(id, 'archive'), {
      method: 'POST',
      body: { archived },
    }),
  );
