import type { QuizAnswers } from '../../../shared/quizzes';
import type { QuizResult, StudentQuiz } from '../../../shared/responses/quizzes';
import type { ServiceContext } from '../../context';
import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../../shared/format-date';
import { quizAttempts, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import type { EditableQuiz } from '../../../shared/responses/quizzes';
import { isComplete, progressIn } from './progress';
import { shuffled } from '../../../shared/shuffled';
import { gradeAttempt } from './quiz-grading';
import { quizStanding } from './quiz-standing';
import { issueCertificate } from '../certificates/issue';
import { loadStudyTree } from './service';
import { refuseClosedUnit } from './unit-locks';

export const NO_QUIZ = 'Esta unidad no tiene evaluación.';

/** A unit's evaluation of a course the user may study, with its answers (server side only). */
async function unitQuiz(ctx: ServiceContext, user: UserRow, courseId: number, unitId: number) {
  const tree = await loadStudyTree(ctx, user, courseId);
  const unit = tree.units.find((candidate) => candidate.id === unitId);
  if (unit) refuseClosedUnit(tree, unit.id);
  if (!unit?.quiz) throw notFound(NO_QUIZ);
  return { tree, unit, quiz: unit.quiz };
}

/**
 * The evaluation as the student takes it: questions and options, never which nor how many are
 * correct, the options of each question in a new random order each time it is opened.
 */
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
      options: shuffled(question.options).map(({ id, text }) => ({ id, text })),
    })),
    standing: await quizStanding(ctx.db, user.id, quiz.id, ctx.now()),
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

/** The answer while the next attempt waits: when it opens, in Argentine time. */
function waitMessage(opensAt: string, now: Date): string {
  const minutes = Math.ceil((new Date(opensAt).getTime() - now.getTime()) / 60_000);
  const wait = minutes < 60 ? `${minutes} min` : `${Math.ceil(minutes / 60)} h`;
  return `Tu próximo intento se habilita el ${formatDateTime(opensAt)} (en ${wait}). Mientras tanto, repasá las clases de la unidad.`;
}

/**
 * Grades an attempt on the server and stores it; every attempt is kept and the best one counts.
 * After the second failure in a row the next attempt waits (`nextAttemptAt`), checked under a
 * lock on the student so two attempts sent together cannot both slip through. Until the
 * evaluation is passed the answer says only that it was not: no score, no question by question.
 */
export async function submitQuiz(
  ctx: ServiceContext,
  user: UserRow,
  target: { courseId: number; unitId: number },
  answers: QuizAnswers['answers'],
): Promise<QuizResult> {
  const { tree, quiz } = await unitQuiz(ctx, user, target.courseId, target.unitId);
  checkAnswers(quiz, answers);
  const { graded, score } = gradeAttempt(quiz.questions, answers);
  const passed = score >= quiz.passingScore;
  const { progress, standing, certificateMail } = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const now = ctx.now();
    const before = await quizStanding(tx, user.id, quiz.id, now);
    if (before.nextAttemptAt) {
      throw new AppError('too_many_requests', waitMessage(before.nextAttemptAt, now));
    }
    await tx
      .insert(quizAttempts)
      .values({ userId: user.id, quizId: quiz.id, score, passed, answers: graded, createdAt: now });
    const progress = await progressIn(tx, user.id, tree);
    return {
      progress,
      standing: await quizStanding(tx, user.id, quiz.id, now),
      certificateMail:
        passed && isComplete(progress)
          ? await issueCertificate(ctx, tx, { userId: user.id, courseId: target.courseId })
          : undefined,
    };
  });
  if (certificateMail) void ctx.mail.deliver([certificateMail]);
  const explained = new Map(quiz.questions.map((question) => [question.id, question.explanation]));
  return {
    score: standing.passed ? score : null,
    passed,
    results: standing.passed
      ? graded.map(({ questionId, correct }) => {
          const explanation = explained.get(questionId);
          return { questionId, correct, ...(explanation ? { explanation } : {}) };
        })
      : [],
    standing,
    progress,
  };
}
