import { useState, type FormEvent } from 'react';
import type { QuizResult } from '../../../shared/responses/quizzes';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import { formatDateTime } from '../../../shared/format-date';
import { ApiError } from '../../api/client';
import { useSubmitQuiz, useUnitQuiz } from '../../api/quizzes';
import { PageLoading } from '../../components/layout/PageLoading';
import { Button } from '../../components/ui/Button';
import { notify } from '../../components/ui/toast';
import { QuizQuestion } from './QuizQuestion';
import { QuizVerdict } from './QuizVerdict';
import { useOpenAt } from './use-open-at';

type QuizStageProps = { courseId: number; slug: string; unitId: number; unitNumber: number };

/**
 * A unit's evaluation: answer, send, learn whether it passed (question by question once it is
 * passed), retry unless it was passed at 100 %. After two failures in a row the next attempt
 * waits; the page says until when.
 */
export function QuizStage({ courseId, slug, unitId, unitNumber }: QuizStageProps) {
  const { data: quiz, error, refetch } = useUnitQuiz(courseId, slug, unitId);
  const submit = useSubmitQuiz(courseId, slug, unitId);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const standing = result?.standing ?? quiz?.standing;
  const open = useOpenAt(standing?.nextAttemptAt ?? null);

  if (error) return <p role="alert">{error.message || GENERIC_ERROR_MESSAGE}</p>;
  if (!quiz || !standing) return <PageLoading />;

  const toggle = (questionId: number, optionId: number) =>
    setChosen((current) => {
      const before = current[questionId] ?? [];
      const after = before.includes(optionId)
        ? before.filter((id) => id !== optionId)
        : [...before, optionId];
      return { ...current, [questionId]: after };
    });
  const unanswered = quiz.questions.filter((question) => !chosen[question.id]?.length).length;
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(
      quiz.questions.map((question) => ({
        questionId: question.id,
        optionIds: chosen[question.id] ?? [],
      })),
      {
        onSuccess: setResult,
        onError: (failure) => {
          notify.error(failure.message);
          // A wait the page did not know of yet (another tab): show it.
          if (failure instanceof ApiError && failure.status === 429) void refetch();
        },
      },
    );
  };
  // A new attempt comes with the options in a new order.
  const retry = () => {
    setChosen({});
    setResult(null);
    void refetch();
  };
  const perfect = standing.bestScore === 100;
  const waiting = !open && standing.nextAttemptAt !== null;

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
          {standing.bestScore !== null &&
            ` Tu mejor resultado: ${standing.bestScore}% (${standing.attempts} ${
              standing.attempts === 1 ? 'intento' : 'intentos'
            }).`}
        </p>
      </div>
      {result && <QuizVerdict result={result} />}
      {!result && perfect ? (
        <p className="rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-800 ring-1 ring-emerald-200">
          Aprobaste esta evaluación con 100%.
        </p>
      ) : (
        <ol className="flex flex-col gap-5">
          {quiz.questions.map((question, index) => (
            <li key={question.id}>
              <QuizQuestion
                number={index + 1}
                question={question}
                chosen={chosen[question.id] ?? []}
                onToggle={(optionId) => toggle(question.id, optionId)}
                graded={result?.results.find((graded) => graded.questionId === question.id)}
                disabled={result !== null || waiting}
              />
            </li>
          ))}
        </ol>
      )}
      {waiting && (
        <p role="status" className="text-sm font-medium text-amber-900">
          Tu próximo intento se habilita el {formatDateTime(standing.nextAttemptAt!)}. Mientras
          tanto, repasá las clases de la unidad.
        </p>
      )}
      {result
        ? !(result.passed && result.score === 100) && (
            <Button
              type="button"
              variant="outline"
              onClick={retry}
              disabled={waiting}
              className="self-start"
            >
              Volver a intentarlo
            </Button>
          )
        : !perfect && (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={submit.isPending} disabled={unanswered > 0 || waiting}>
                Enviar respuestas
              </Button>
              {unanswered > 0 && !waiting && (
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
