import type { QuizAnswers } from '../../../shared/quizzes';
import { quizScore } from '../../../shared/quiz-rules';
import type { QuizResult, StudentQuiz } from '../../../shared/responses/quizzes';
import type { ServiceContext } from '../../context';
import { quizAttempts } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import type { EditableQuiz } from '../../../shared/responses/quizzes';
import { isComplete, progressIn } from './progress';
import { quizStanding } from './quiz-standing';
import { issueCertificate } from '../certificates/issue';
import { loadStudyTree } from './service';

export const NO_QUIZ = 'Esta unidad no tiene evaluación.';

/** A unit's evaluation of a course the user may study, with its answers (server side only). */
async function unitQuiz(ctx: ServiceContext, user: UserRow, courseId: number, unitId: number) {
  const tree = await loadStudyTree(ctx, user, courseId);
  const unit = tree.units.find((candidate) => candidate.id === unitId);
  if (!unit?.quiz) throw notFound(NO_QUIZ);
  return { tree, unit, quiz: unit.quiz };
}

/** The evaluation as the student takes it: questions and options, never which are correct. */
export async function studentQuiz(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
  unitId: number,
): Promise<StudentQuiz> {
  const { unit, quiz } = await unitQuiz(ctx, user, courseId, unitId);
  return {
    unitId: unit.id,
    unitTitle: unit.title,
    passingScore: quiz.passingScore,
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text,
      multiple: question.options.filter((option) => option.correct).length > 1,
      options: question.options.map(({ id, text }) => ({ id, text })),
    })),
    standing: await quizStanding(ctx.db, user.id, quiz.id),
  };
}

/** Answers naming questions of another evaluation or options of another question are refused. */
function checkAnswers(quiz: EditableQuiz, answers: QuizAnswers['answers']): void {
  const problems: { field: string; message: string }[] = [];
  const seen = new Set<number>();
  for (const [index, answer] of answers.entries()) {
    const question = quiz.questions.find((candidate) => candidate.id === answer.questionId);
    if (!question || seen.has(answer.questionId)) {
      problems.push({
        field: `answers.${index}.questionId`,
        message: 'Esa pregunta no es de esta evaluación: recargá la página.',
      });
      continue;
    }
    seen.add(answer.questionId);
    if (answer.optionIds.some((id) => !question.options.some((option) => option.id === id))) {
      problems.push({
        field: `answers.${index}.optionIds`,
        message: 'Esa opción no es de esta pregunta: recargá la página.',
      });
    }
  }
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
}

/**
 * Grades an attempt on the server and stores it: a question is right when the options chosen
 * are exactly its correct ones; one left unanswered is wrong. Every attempt is kept; the best
 * one counts.
 */
export async function submitQuiz(
  ctx: ServiceContext,
  user: UserRow,
  target: { courseId: number; unitId: number },
  answers: QuizAnswers['answers'],
): Promise<QuizResult> {
  const { tree, quiz } = await unitQuiz(ctx, user, target.courseId, target.unitId);
  checkAnswers(quiz, answers);
  const graded = quiz.questions.map((question) => {
    const chosen = new Set(answers.find((a) => a.questionId === question.id)?.optionIds ?? []);
    const correctIds = question.options.filter((option) => option.correct).map((o) => o.id);
    const correct = chosen.size === correctIds.length && correctIds.every((id) => chosen.has(id));
    return { question, optionIds: [...chosen], correct };
  });
  const score = quizScore(graded.filter((answer) => answer.correct).length, graded.length);
  const passed = score >= quiz.passingScore;
  const { progress, certificateMail } = await ctx.db.transaction(async (tx) => {
    await tx.insert(quizAttempts).values({
      userId: user.id,
      quizId: quiz.id,
      score,
      passed,
      answers: graded.map(({ question, optionIds, correct }) => ({
        questionId: question.id,
        optionIds,
        correct,
      })),
      createdAt: ctx.now(),
    });
    const progress = await progressIn(tx, user.id, tree);
    return {
      progress,
      certificateMail:
        passed && isComplete(progress)
          ? await issueCertificate(ctx, tx, { userId: user.id, courseId: target.courseId })
          : undefined,
    };
  });
  if (certificateMail) void ctx.mail.deliver([certificateMail]);
  return {
    score,
    passed,
    results: graded.map(({ question, correct }) => ({
      questionId: question.id,
      correct,
      ...(question.explanation ? { explanation: question.explanation } : {}),
    })),
    standing: await quizStanding(ctx.db, user.id, quiz.id),
    progress,
  };
}
