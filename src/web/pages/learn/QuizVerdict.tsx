import type { QuizResult } from '../../../shared/responses/quizzes';

/**
 * What an attempt says. Before the evaluation is passed, only that it was not: no score (the
 * server does not send it).
 */
export function QuizVerdict({ result }: { result: QuizResult }) {
  const message = result.passed
    ? `¡Aprobaste! Obtuviste ${result.score}%.`
    : result.score !== null
      ? `Obtuviste ${result.score}% en este intento. La evaluación ya la tenés aprobada.`
      : 'No aprobaste esta vez. Repasá las clases de la unidad y volvé a intentarlo.';
  return (
    <p
      role="status"
      className={
        result.passed
          ? 'rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-800 ring-1 ring-emerald-200'
          : 'rounded-lg bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200'
      }
    >
      {message}
    </p>
  );
}
