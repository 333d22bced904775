import type { ContactMessageStatus } from '../../../../shared/contact';
import type { AdminContactMessage } from '../../../../shared/responses/contact';
import { useArchiveMessage } from '../../../api/admin-messages';
import { StatusTag, type StatusTone } from '../../../components/ui/StatusTag';
import { toastOutcome } from '../../../components/ui/toast';
import { InboxCard, InboxLink } from '../inbox/InboxCard';
import { InboxList } from '../inbox/InboxList';
import { ReplyActions } from '../inbox/ReplyActions';
import { SENT_ANSWER_BOX, SentAnswer } from '../inbox/SentAnswer';
import { AnswerDialog } from './AnswerDialog';

export const MESSAGE_STATES: Record<ContactMessageStatus, { label: string; tone: StatusTone }> = {
  new: { label: 'Nuevo', tone: 'warning' },
  answered: { label: 'Respondido', tone: 'success' },
  archived: { label: 'Archivado', tone: 'neutral' },
};

/** 'Responder' and 'Archivar' (or 'Recuperar') under a message. */
function MessageActions({ message }: { message: AdminContactMessage }) {
  const archive = useArchiveMessage();
  const archived = message.status === 'archived';
  return (
    <ReplyActions
      reply="Responder"
      toggle={archived ? 'Recuperar' : 'Archivar'}
      toggling={archive.isPending}
      onToggle={() => archive.mutate({ id: message.id, archived: !archived }, toastOutcome)}
      author={message.name}
      entry="el mensaje"
      dialog={(close) => <AnswerDialog message={message} onClose={close} />}
    />
  );
}

/** The contact messages, one card each: the text, the answers sent so far and the actions. */
export function MessageCards({ messages }: { messages: AdminContactMessage[] }) {
  return (
    <InboxList
      label="Mensajes"
      itemLabel={(message) => `Mensaje de ${message.name}`}
      items={messages}
    >
      {(message) => (
        <InboxCard
          author={message}
          context={
            message.account ? (
              <InboxLink to={`/panel/users?search=${encodeURIComponent(message.account.id)}`}>
                Cuenta: {message.account.username}
              </InboxLink>
            ) : (
              <span>Sin cuenta en el sitio</span>
            )
          }
          states={
            <StatusTag tone={MESSAGE_STATES[message.status].tone}>
              {MESSAGE_STATES[message.status].label}
            </StatusTag>
          }
          writtenAt={message.createdAt}
          text={message.message}
        >
          {message.answers.length > 0 && (
            <ol aria-label="Respuestas enviadas" className="flex flex-col gap-2">
              {message.answers.map((answer) => (
                <li key={answer.id} className={SENT_ANSWER_BOX}>
                  <SentAnswer sentAt={answer.createdAt} by={answer.adminName} text={answer.text} />
                </li>
              ))}
            </ol>
          )}
          <MessageActions message={message} />
        </InboxCard>
      )}
    </InboxList>
  );
}
