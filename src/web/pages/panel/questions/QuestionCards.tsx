import { lessonPath } from '../../../../shared/lesson-links';
import type { AdminQuestion } from '../../../../shared/responses/lesson-questions';
import { useAnswerQuestion, useHideQuestion } from '../../../api/admin-questions';
import { StatusTag } from '../../../components/ui/StatusTag';
import { toastOutcome } from '../../../components/ui/toast';
import { InboxCard, InboxLink } from '../inbox/InboxCard';
import { InboxList } from '../inbox/InboxList';
import { ReplyActions } from '../inbox/ReplyActions';
import { SENT_ANSWER_BOX, SentAnswer } from '../inbox/SentAnswer';
import { TextDialog } from '../TextDialog';

/** The answer to a question, in markdown: the first one reaches the student by e-mail. */
function AnswerDialog({ question, onClose }: { question: AdminQuestion; onClose: () => void }) {
  const answer = useAnswerQuestion();
  const editing = question.answer !== null;
  return (
    <TextDialog
      open
      long
      onClose={onClose}
      title={editing ? 'Editar la respuesta' : `Responder a ${question.asker.name}`}
      description={
        editing
          ? 'La lección muestra la respuesta nueva; no se envía otro correo.'
          : `Se muestra bajo la pregunta en la lección y le llega a ${question.asker.email} con el enlace a la lección.`
      }
      field="text"
      label="Respuesta"
      hint="Admite Markdown: **negrita**, *cursiva*, listas y enlaces."
      confirm={editing ? 'Guardar respuesta' : 'Enviar respuesta'}
      variant="primary"
      initial={question.answer ?? ''}
      pending={answer.isPending}
      send={(text, outcome) => answer.mutate({ id: question.id, text }, outcome)}
    />
  );
}

/** 'Responder' (or 'Editar respuesta') and 'Ocultar' (or 'Mostrar') under a question. */
function QuestionActions({ question }: { question: AdminQuestion }) {
  const hide = useHideQuestion();
  const hidden = question.hiddenAt !== null;
  return (
    <ReplyActions
      reply={question.answer === null ? 'Responder' : 'Editar respuesta'}
      toggle={hidden ? 'Mostrar' : 'Ocultar'}
      toggling={hide.isPending}
      onToggle={() => hide.mutate({ id: question.id, hidden: !hidden }, toastOutcome)}
      author={question.asker.name}
      entry="la pregunta"
      dialog={(close) => <AnswerDialog question={question} onClose={close} />}
    />
  );
}

function States({ question }: { question: AdminQuestion }) {
  return (
    <span className="flex flex-wrap justify-end gap-1">
      {question.answer === null ? (
        <StatusTag tone="warning">Sin responder</StatusTag>
      ) : (
        <StatusTag tone="success">Respondida</StatusTag>
      )}
      {question.hiddenAt !== null && <StatusTag tone="neutral">Oculta</StatusTag>}
    </span>
  );
}

/** The students' questions, one card each: where and who, the text, the answer and the actions. */
export function QuestionCards({ questions }: { questions: AdminQuestion[] }) {
  return (
    <InboxList
      label="Preguntas"
      itemLabel={(question) => `Pregunta de ${question.asker.name}`}
      items={questions}
    >
      {(question) => (
        <InboxCard
          author={question.asker}
          context={
            <InboxLink to={lessonPath(question.course, question.lesson.id)}>
              {question.course.title} · {question.lesson.title}
            </InboxLink>
          }
          states={<States question={question} />}
          writtenAt={question.createdAt}
          text={question.text}
        >
          {question.answer !== null && (
            <div className={SENT_ANSWER_BOX}>
              <SentAnswer
                sentAt={question.answeredAt ?? question.createdAt}
                by={question.answeredBy}
                text={question.answer}
              />
            </div>
          )}
          <QuestionActions question={question} />
        </InboxCard>
      )}
    </InboxList>
  );
}
