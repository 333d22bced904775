import type { FormEvent } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import { formatDate } from '../../../shared/format-date';
import { QUESTION_MAX_LENGTH } from '../../../shared/lesson-questions';
import type { LessonQuestion } from '../../../shared/responses/lesson-questions';
import { useAskQuestion, useLessonQuestions } from '../../api/lesson-questions';
import { Button } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/FormField';
import { useApiForm } from '../../lib/use-api-form';

type LessonRef = { courseId: number; slug: string; moduleId: number };

/** The form under the list: the server's message appears under the field. */
function AskForm({ lesson }: { lesson: LessonRef }) {
  const form = useApiForm({ text: '' });
  const ask = useAskQuestion(lesson);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(form.values.text, form.outcome);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Hacer una pregunta"
      className="flex flex-col gap-3"
    >
      <TextAreaField
        label="Tu pregunta sobre esta lección"
        hint={`La ven los demás alumnos del curso con tu nombre e inicial. Admite Markdown; hasta ${QUESTION_MAX_LENGTH} caracteres.`}
        className="min-h-24"
        maxLength={QUESTION_MAX_LENGTH}
        {...form.field('text')}
      />
      <Button type="submit" className="w-fit" loading={ask.isPending}>
        Enviar pregunta
      </Button>
    </form>
  );
}

function QuestionItem({ question }: { question: LessonQuestion }) {
  return (
    <li
      aria-label={`Pregunta de ${question.asker}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">
          {question.own ? 'Vos' : question.asker}
        </span>
        {' · '}
        {formatDate(question.createdAt)}
        {question.hidden && ' · Oculta: solo la ves vos'}
      </p>
      {/* Rendered by the server from markdown, without raw HTML (questions/student-questions.ts). */}
      <div dangerouslySetInnerHTML={{ __html: question.textHtml }} />
      {question.answerHtml ? (
        <div className="rounded-lg border-l-4 border-brand-300 bg-brand-50 p-3">
          <p className="mb-1 text-xs font-semibold text-brand-900">
            Respuesta del estudio{question.answeredAt && ` · ${formatDate(question.answeredAt)}`}
          </p>
          <div dangerouslySetInnerHTML={{ __html: question.answerHtml }} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">Todavía sin respuesta.</p>
      )}
    </li>
  );
}

/** 'Preguntas' in the player: the lesson's questions and answers, and the form to ask. */
export default function LessonQuestions({ lesson }: { lesson: LessonRef }) {
  const { data: questions, error } = useLessonQuestions(lesson);
  return (
    <div className="flex flex-col gap-6">
      <AskForm lesson={lesson} />
      {error ? (
        <p role="alert" className="text-slate-700">
          {GENERIC_ERROR_MESSAGE}
        </p>
      ) : !questions ? (
        <p className="text-slate-600">Cargando preguntas...</p>
      ) : questions.length === 0 ? (
        <p className="text-slate-700">
          Nadie preguntó todavía sobre esta lección. ¿Tenés una duda? Escribila arriba.
        </p>
      ) : (
        <ul aria-label="Preguntas de esta lección" className="flex flex-col gap-4">
          {questions.map((question) => (
            <QuestionItem key={question.id} question={question} />
          ))}
        </ul>
      )}
    </div>
  );
}
