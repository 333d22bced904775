import { quizScore } from '../../../shared/quiz-rules';
import type { QuizAnswers } from '../../../shared/quizzes';
import type { EditableQuiz } from '../../../shared/responses/quizzes';

type Question = EditableQuiz['questions'][number];

/** One question of an attempt: the options chosen and whether they were exactly the right ones. */
export type GradedAnswer = { questionId: number; optionIds: number[]; correct: boolean };

/**
 * Grades an attempt by option id: a question is right when the options chosen are exactly its
 * correct ones; one left unanswered is wrong. The score is the percent of questions right.
 */
export function gradeAttempt(
  questions: readonly Question[],
  answers: QuizAnswers['answers'],
): { graded: GradedAnswer[]; score: number } {
  const graded = questions.map((question) => {
    const chosen = new Set(answers.find((a) => a.questionId === question.id)?.optionIds ?? []);
    const correctIds = question.options.filter((option) => option.correct).map((o) => o.id);
    const correct = chosen.size === correctIds.length && correctIds.every((id) => chosen.has(id));
    return { questionId: question.id, optionIds: [...chosen], correct };
  });
  return {
    graded,
    score: quizScore(graded.filter((answer) => answer.correct).length, graded.length),
  };
}

/**
 * Minutes to wait before the next attempt after the 2nd, 3rd, 4th… failure in a row; the last
 * one repeats. Two tries come at once: a slip is not punished, a search is slowed down.
 */
export const ATTEMPT_WAITS_MINUTES = [1, 5, 15, 60, 240, 1440] as const;

/**
 * When the student may send the next attempt: null when now (no attempt failed twice in a row
 * yet, or the evaluation is passed: nothing is left to guess).
 */
export function nextAttemptAt(standing: {
  failuresInARow: number;
  passed: boolean;
  lastAttemptAt: Date | null;
}): Date | null {
  if (standing.passed || standing.failuresInARow < 2 || !standing.lastAttemptAt) return null;
  const step = Math.min(standing.failuresInARow - 2, ATTEMPT_WAITS_MINUTES.length - 1);
  return new Date(standing.lastAttemptAt.getTime() + ATTEMPT_WAITS_MINUTES[step]! * 60_000);
}
