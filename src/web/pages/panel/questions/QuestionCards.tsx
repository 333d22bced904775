import { useState } from 'react';
import { formatDate } from '../../../../shared/format-date';
import { lessonPath } from '../../../../shared/lesson-links';
import type { AdminQuestion } from '../../../../shared/responses/lesson-questions';
import { useAnswerQuestion, useHideQuestion } from '../../../api/admin-questions';
import { Button } from '../../../components/ui/Button';
import { StatusTag } from '../../../components/ui/StatusTag';
import { notify } from '../../../components/ui/toast';
import { Link } from '../../../navigation/Link';
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
  const [answering, setAnswering] = useState(false);
  const hide = useHideQuestion();
  const hidden = question.hiddenAt !== null;
  const toggle = () =>
    hide.mutate(
      { id: question.id, hidden: !hidden },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setAnswering(true)}>
        {question.answer === null ? 'Responder' : 'Editar respuesta'}
        <span className="sr-only"> a {question.asker.name}</span>
      </Button>
      <Button size="sm" variant="outline" loading={hide.isPending} onClick={toggle}>
        {hidden ? 'Mostrar' : 'Ocultar'}
        <span className="sr-only"> la pregunta de {question.asker.name}</span>
      </Button>
      {answering && <AnswerDialog question={question} onClose={() => setAnswering(false)} />}
    </div>
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
    <ul aria-label="Preguntas" className="flex flex-col gap-4">
      {questions.map((question) => (
        <li
          key={question.id}
          aria-label={`Pregunta de ${question.asker.name}`}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="flex flex-col text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{question.asker.name}</span>
              <span className="break-all">{question.asker.email}</span>
              <Link
                to={lessonPath(question.course, question.lesson.id)}
                className="w-fit font-medium text-brand-700 underline underline-offset-2"
              >
                {question.course.title} · {question.lesson.title}
              </Link>
            </p>
            <span className="flex flex-col items-end gap-1 text-sm text-slate-600">
              <States question={question} />
              {formatDate(question.createdAt)}
            </span>
          </div>
          <p className="text-sm whitespace-pre-line text-slate-800">{question.text}</p>
          {question.answer !== null && (
            <div className="rounded-lg border-l-4 border-brand-300 bg-brand-50 p-3 text-sm">
              <p className="mb-1 text-xs text-slate-600">
                Respuesta del {formatDate(question.answeredAt ?? question.createdAt)}
                {question.answeredBy ? `, de ${question.answeredBy}` : ''}
              </p>
              <p className="whitespace-pre-line text-slate-800">{question.answer}</p>
            </div>
          )}
          <QuestionActions question={question} />
        </li>
      ))}
    </ul>
  );
}
