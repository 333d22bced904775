import { and, count, countDistinct, eq, inArray, max, sql } from 'drizzle-orm';
import type { QuizStanding } from '../../../shared/responses/quizzes';
import type { Db } from '../../db/client';
import { courseUnits, quizAttempts, unitQuizzes } from '../../db/schema';

/** Which of these evaluations the user has passed at least once (the best attempt counts). */
export async function passedQuizIds(
  db: Db,
  userId: string,
  quizIds: number[],
): Promise<Set<number>> {
  if (quizIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ quizId: quizAttempts.quizId })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.passed, true),
        inArray(quizAttempts.quizId, quizIds),
      ),
    );
  return new Set(rows.map((row) => row.quizId));
}

/**
 * How many evaluations a course has and how many of them the user has passed: a course with
 * evaluations is complete when all modules are done and `passed === total` here.
 */
export async function courseQuizzesPassed(
  db: Db,
  userId: string,
  courseId: number,
): Promise<{ passed: number; total: number }> {
  const [row] = await db
    .select({
      total: countDistinct(unitQuizzes.id),
      passed: countDistinct(quizAttempts.quizId),
    })
    .from(unitQuizzes)
    .innerJoin(courseUnits, eq(courseUnits.id, unitQuizzes.unitId))
    .leftJoin(
      quizAttempts,
      and(
        eq(quizAttempts.quizId, unitQuizzes.id),
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.passed, true),
      ),
    )
    .where(eq(courseUnits.courseId, courseId));
  return { passed: row?.passed ?? 0, total: row?.total ?? 0 };
}

/** Whether the user has passed every evaluation of the course (true for a course with none). */
export async function passedAllQuizzes(db: Db, userId: string, courseId: number): Promise<boolean> {
  const { passed, total } = await courseQuizzesPassed(db, userId, courseId);
  return passed === total;
}

/** The user's attempts at an evaluation, their best score and whether any passed. */
export async function quizStanding(db: Db, userId: string, quizId: number): Promise<QuizStanding> {
  const [row] = await db
    .select({
      attempts: count(),
      bestScore: max(quizAttempts.score),
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)));
  return {
    attempts: row?.attempts ?? 0,
    bestScore: row?.bestScore ?? null,
    passed: row?.passed ?? false,
  };
}
