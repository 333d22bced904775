import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { QuizStanding } from '../../../shared/responses/quizzes';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';

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
