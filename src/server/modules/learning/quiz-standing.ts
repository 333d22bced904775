import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { QuizStanding } from '../../../shared/responses/quizzes';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import { nextAttemptAt } from './quiz-grading';

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
 * The user's attempts at an evaluation, whether any passed, the best score once passed, and
 * when the next attempt opens (null when it is open at `now`).
 */
export async function quizStanding(
  db: Db,
  userId: string,
  quizId: number,
  now: Date,
): Promise<QuizStanding> {
  const [row] = await db
    .select({
      attempts: count(),
      bestScore: max(quizAttempts.score),
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
      lastAttemptAt: max(quizAttempts.createdAt),
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)));
  const attempts = row?.attempts ?? 0;
  const passed = row?.passed ?? false;
  // Every attempt before the first pass failed; after it, nothing waits.
  const next = nextAttemptAt({
    failuresInARow: passed ? 0 : attempts,
    passed,
    lastAttemptAt: row?.lastAttemptAt ?? null,
  });
  return {
    attempts,
    bestScore: passed ? (row?.bestScore ?? null) : null,
    passed,
    nextAttemptAt: next && next > now ? next.toISOString() : null,
  };
}
