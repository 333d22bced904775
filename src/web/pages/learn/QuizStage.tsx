import { CircleCheck, CircleX } from 'lucide';
import { useState, type FormEvent } from 'react';
import type { QuizResult, StudentQuiz } from '../../../shared/responses/quizzes';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import { useSubmitQuiz, useUnitQuiz } from '../../api/quizzes';
import { PageLoading } from '../../components/layout/PageLoading';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { notify } from '../../components/ui/toast';

type QuizStageProps = { courseId: number; slug: string; unitId: number; unitNumber: number };

/** A unit's evaluation: answer, send, see what was right with its explanation, retry. */
export function QuizStage({ courseId, slug, unitId, unitNumber }: QuizStageProps) {
  const { data: quiz, error } = useUnitQuiz(courseId, slug, unitId);
  const submit = useSubmitQuiz(courseId, slug, unitId);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [result, setResult] = useState<QuizResult | null>(null);

  if (error) return <p role="alert">{error.message || GENERIC_ERROR_MESSAGE}</p>;
  if (!quiz) return <PageLoading />;

  const choose = (question: StudentQuiz['questions'][number], optionId: number) =>
    setChosen((current) => {
      const before = current[question.id] ?? [];
      const after = question.multiple
        ? before.includes(optionId)
          ? before.filter((id) => id !== optionId)
          : [...before, optionId]
        : [optionId];
      return { ...current, [question.id]: after };
    });
  const unanswered = quiz.questions.filter((question) => !chosen[question.id]?.length).length;
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(
      quiz.questions.map((question) => ({
        questionId: question.id,
        optionIds: chosen[question.id] ?? [],
      })),
      { onSuccess: setResult, onError: (failure) => notify.error(failure.message) },
    );
  };
  const retry = () => {
    setChosen({});
    setResult(null);
  };
  const outcome = (questionId: number) =>
    result?.results.find((graded) => graded.questionId === questionId);

  return (
    <form
      onSubmit={send}
      className="flex flex-col gap-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-600">
          Unidad {unitNumber}: {quiz.unitTitle}
        </p>
        <h2 className="text-xl font-bold text-brand-900">Evaluación</h2>
        <p className="text-sm text-slate-700">
          Para aprobar necesitás {quiz.passingScore}% de respuestas correctas.
          {quiz.standing.bestScore !== null &&
            ` Tu mejor resultado: ${quiz.standing.bestScore}% (${quiz.standing.attempts} ${
              quiz.standing.attempts === 1 ? 'intento' : 'intentos'
            }).`}
        </p>
      </div>
      {result && (
        <p
          role="status"
          className={
            result.passed
              ? 'rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-800 ring-1 ring-emerald-200'
              : 'rounded-lg bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200'
          }
        >
          {result.passed
            ? `¡Aprobaste! Obtuviste ${result.score}%.`
            : `Obtuviste ${result.score}%: todavía no alcanza para aprobar. Revisá las explicaciones y volvé a intentarlo.`}
        </p>
      )}
      <ol className="flex flex-col gap-5">
        {quiz.questions.map((question, index) => {
          const graded = outcome(question.id);
          return (
            <li key={question.id}>
              <fieldset className="flex flex-col gap-2" disabled={result !== null}>
                <legend className="mb-2 font-semibold text-slate-900">
                  {index + 1}. {question.text}
                  {question.multiple && (
                    <span className="block text-sm font-normal text-slate-600">
                      Elegí todas las opciones correctas.
                    </span>
                  )}
                </legend>
                {question.options.map((option) => (
                  <label key={option.id} className="flex items-center gap-3 text-slate-800">
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={`question-${question.id}`}
                      checked={chosen[question.id]?.includes(option.id) ?? false}
                      onChange={() => choose(question, option.id)}
                      className="size-4 accent-brand-700"
                    />
                    {option.text}
                  </label>
                ))}
                {graded && (
                  <p
                    className={
                      graded.correct
                        ? 'flex items-start gap-2 text-sm text-emerald-800'
                        : 'flex items-start gap-2 text-sm text-red-800'
                    }
                  >
                    <Icon
                      node={graded.correct ? CircleCheck : CircleX}
                      className="mt-0.5 size-4 shrink-0"
                      aria-hidden="true"
                    />
                    <span>
                      {graded.correct ? 'Correcta.' : 'Incorrecta.'} {graded.explanation}
                    </span>
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {result ? (
        <Button type="button" variant="outline" onClick={retry} className="self-start">
          Volver a intentarlo
        </Button>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={submit.isPending} disabled={unanswered > 0}>
            Enviar respuestas
          </Button>
          {unanswered > 0 && (
            <p className="text-sm text-slate-600">
              Te{' '}
              {unanswered === 1
                ? 'falta responder 1 pregunta'
                : `faltan responder ${unanswered} preguntas`}
              .
            </p>
          )}
        </div>
      )}
    </form>
  );
}
