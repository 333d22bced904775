import { describe, expect, it } from 'vitest';
import type { QuizForm } from '../../../shared/quizzes';
import type { EditableQuiz } from '../../../shared/responses/quizzes';
import { shuffled } from '../../../shared/shuffled';
import { blindGuesser, type Outcome } from '../../../../tests/support/quiz-guesser';
import { MONOTRIBUTO_QUIZZES } from '../../seed/demo-quizzes';
import { ATTEMPT_WAITS_MINUTES, gradeAttempt, nextAttemptAt } from './quiz-grading';

/** A demo evaluation as stored: ids given in the author's order. */
function stored(form: QuizForm): EditableQuiz {
  let id = 100;
  return {
    id: 1,
    passingScore: form.passingScore,
    questions: form.questions.map((question) => ({
      id: (id += 1),
      text: question.text,
      options: question.options.map((option) => ({
        id: (id += 1),
        text: option.text,
        correct: option.correct,
      })),
    })),
  };
}

const QUESTION = {
  id: 1,
  text: '¿Qué reemplaza el impuesto integrado?',
  options: [
    { id: 11, text: 'Ganancias', correct: true },
    { id: 12, text: 'IVA', correct: true },
    { id: 13, text: 'Ingresos Brutos', correct: false },
  ],
};

describe('grading an attempt', () => {
  it('counts a question right only with exactly its right options, by id', () => {
    const single = { ...QUESTION, id: 2, options: QUESTION.options.slice(1) };
    const grade = (answers: { questionId: number; optionIds: number[] }[]) =>
      gradeAttempt([QUESTION, single], answers);
    expect(grade([{ questionId: 1, optionIds: [12, 11] }]).score).toBe(50);
    expect(grade([{ questionId: 1, optionIds: [11] }]).score).toBe(0);
    expect(grade([{ questionId: 1, optionIds: [11, 12, 13] }]).score).toBe(0);
    expect(
      grade([
        { questionId: 1, optionIds: [11, 12] },
        { questionId: 2, optionIds: [12] },
      ]),
    ).toEqual({
      score: 100,
      graded: [
        { questionId: 1, optionIds: [11, 12], correct: true },
        { questionId: 2, optionIds: [12], correct: true },
      ],
    });
  });
});

describe('the wait before the next attempt', () => {
  const at = new Date('2026-11-28T12:00:00Z');
  const minutesAfter = (failuresInARow: number) => {
    const next = nextAttemptAt({ failuresInARow, passed: false, lastAttemptAt: at });
    return next && (next.getTime() - at.getTime()) / 60_000;
  };

  it('lets two attempts go at once, then grows after each failure in a row, up to a day', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12].map(minutesAfter)).toEqual([
      null,
      null,
      1,
      5,
      15,
      60,
      240,
      1440,
      1440,
    ]);
    expect(ATTEMPT_WAITS_MINUTES.at(-1)).toBe(24 * 60);
  });

  it('waits for nothing once the evaluation is passed', () => {
    expect(nextAttemptAt({ failuresInARow: 5, passed: true, lastAttemptAt: at })).toBeNull();
  });
});

describe('shuffled options', () => {
  it('keeps every item and follows the draws it is given', () => {
    expect(shuffled(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
    expect(shuffled(['a', 'b', 'c', 'd'], (n) => n - 1)).toEqual(['a', 'b', 'c', 'd']);
    expect(shuffled(['a', 'b', 'c', 'd', 'e', 'f']).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('draws different orders', () => {
    const orders = new Set(Array.from({ length: 20 }, () => shuffled([1, 2, 3, 4, 5, 6]).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});

/**
 * The probe's guesser against a demo evaluation, graded as the server grades, shown as `shows`
 * says; answers the attempt that passed, or null after `limit` attempts.
 */
function guess(quiz: EditableQuiz, limit: number, shows: { perQuestion: boolean }) {
  const guesser = blindGuesser();
  for (let attempt = 1; attempt <= limit; attempt += 1) {
    const questions = quiz.questions.map((question) => ({
      id: question.id,
      ...(shows.perQuestion
        ? { multiple: question.options.filter((option) => option.correct).length > 1 }
        : {}),
      options: shuffled(question.options).map(({ id, text }) => ({ id, text })),
    }));
    const { graded, score } = gradeAttempt(quiz.questions, guesser.next(questions));
    const passed = score >= quiz.passingScore;
    if (passed) return attempt;
    const outcome: Outcome = {
      passed,
      results: shows.perQuestion
        ? graded.map(({ questionId, correct }) => ({ questionId, correct }))
        : [],
    };
    guesser.learn(outcome);
  }
  return null;
}

describe("the probe's blind guessing on the demo evaluations", () => {
  const demos = Object.values(MONOTRIBUTO_QUIZZES).map(stored);

  it('passed them in a few attempts when each attempt told which questions were right and which had several answers', () => {
    for (const quiz of demos) {
      const attempts = guess(quiz, 20, { perQuestion: true });
      expect(attempts).not.toBeNull();
      expect(attempts).toBeLessThanOrEqual(15);
    }
  });

  it('does not pass them in 20 attempts told only that an attempt failed', () => {
    for (const quiz of demos) {
      // The options come in a new order each time: try several draws.
      for (let run = 0; run < 10; run += 1)
        expect(guess(quiz, 20, { perQuestion: false })).toBeNull();
    }
  });
});
