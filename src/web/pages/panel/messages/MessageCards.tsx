import { useState } from 'react';
import { formatDate } from '../../../../shared/format-date';
import type { ContactMessageStatus } from '../../../../shared/contact';
import type { AdminContactMessage } from '../../../../shared/responses/contact';
import { useArchiveMessage } from '../../../api/admin-messages';
import { Button } from '../../../components/ui/Button';
import { StatusTag, type StatusTone } from '../../../components/ui/StatusTag';
import { notify } from '../../../components/ui/toast';
import { Link } from '../../../navigation/Link';
import { AnswerDialog } from './AnswerDialog';

export const MESSAGE_STATES: Record<ContactMessageStatus, { label: string; tone: StatusTone }> = {
  new: { label: 'Nuevo', tone: 'warning' },
  answered: { label: 'Respondido', tone: 'success' },
  archived: { label: 'Archivado', tone: 'neutral' },
};

/** 'Responder' and 'Archivar' (or 'Recuperar') under a message. */
function MessageActions({ message }: { message: AdminContactMessage }) {
  const [answering, setAnswering] = useState(false);
  const archive = useArchiveMessage();
  const archived = message.status === 'archived';
  const toggle = () =>
    archive.mutate(
      { id: message.id, archived: !archived },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setAnswering(true)}>
        Responder<span className="sr-only"> a {message.name}</span>
      </Button>
      <Button size="sm" variant="outline" loading={archive.isPending} onClick={toggle}>
        {archived ? 'Recuperar' : 'Archivar'}
        <span className="sr-only"> el mensaje de {message.name}</span>
      </Button>
      {answering && <AnswerDialog message={message} onClose={() => setAnswering(false)} />}
    </div>
  );
}

/** Who wrote: name, e-mail and, when there is one, their account in the panel. */
function Sender({ message }: { message: AdminContactMessage }) {
  return (
    <p className="flex flex-col text-sm text-slate-600">
      <span className="font-semibold text-slate-900">{message.name}</span>
      <span className="break-all">{message.email}</span>
      {message.account ? (
        <Link
          to={`/panel/users?search=${encodeURIComponent(message.account.id)}`}
          className="w-fit font-medium text-brand-700 underline underline-offset-2"
        >
          Cuenta: {message.account.username}
        </Link>
      ) : (
        <span>Sin cuenta en el sitio</span>
      )}
    </p>
  );
}

/** The contact messages, one card each: the text, the answers sent so far and the actions. */
export function MessageCards({ messages }: { messages: AdminContactMessage[] }) {
  return (
    <ul aria-label="Mensajes" className="flex flex-col gap-4">
      {messages.map((message) => (
        <li
          key={message.id}
          aria-label={`Mensaje de ${message.name}`}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <Sender message={message} />
            <span className="flex flex-col items-end gap-1 text-sm text-slate-600">
              <StatusTag tone={MESSAGE_STATES[message.status].tone}>
                {MESSAGE_STATES[message.status].label}
              </StatusTag>
              {formatDate(message.createdAt)}
            </span>
          </div>
          <p className="text-sm whitespace-pre-line text-slate-800">{message.message}</p>
          {message.answers.length > 0 && (
            <ol aria-label="Respuestas enviadas" className="flex flex-col gap-2">
              {message.answers.map((answer) => (
                <li
                  key={answer.id}
                  className="rounded-lg border-l-4 border-brand-300 bg-brand-50 p-3 text-sm"
                >
                  <p className="mb-1 text-xs text-slate-600">
                    Respuesta del {formatDate(answer.createdAt)}
                    {answer.adminName ? `, de ${answer.adminName}` : ''}
                  </p>
                  <p className="whitespace-pre-line text-slate-800">{answer.text}</p>
                </li>
              ))}
            </ol>
          )}
          <MessageActions message={message} />
        </li>
      ))}
    </ul>
  );
}
