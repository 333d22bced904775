import { CircleCheck, CircleX } from 'lucide';
import type { QuizResult, StudentQuiz } from '../../../shared/responses/quizzes';
import { Icon } from '../../components/ui/Icon';

type QuizQuestionProps = {
  number: number;
  question: StudentQuiz['questions'][number];
  chosen: number[];
  onToggle: (optionId: number) => void;
  /** Shown once the evaluation is passed: right or wrong, with the explanation. */
  graded: QuizResult['results'][number] | undefined;
  disabled: boolean;
};

/**
 * One question, answered with check boxes whether one option is right or several: the page
 * never knows how many are.
 */
export function QuizQuestion({
  number,
  question,
  chosen,
  onToggle,
  graded,
  disabled,
}: QuizQuestionProps) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 font-semibold text-slate-900">
        {number}. {question.text}
        <span className="block text-sm font-normal text-slate-600">
          Marcá todas las opciones correctas.
        </span>
      </legend>
      {question.options.map((option) => (
        <label key={option.id} className="flex items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            checked={chosen.includes(option.id)}
            onChange={() => onToggle(option.id)}
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
  );
}
