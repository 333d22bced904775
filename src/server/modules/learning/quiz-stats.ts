import { asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { QuizStats } from '../../../shared/responses/quizzes';
import type { Db } from '../../db/client';
import { courseUnits, quizAttempts, quizQuestions, unitQuizzes } from '../../db/schema';

/**
 * How the evaluations of a course are going, for the panel: attempts, how many students passed,
 * the pass rate of attempts, and each current question by how often it was answered wrong.
 */
export async function courseQuizStats(db: Db, courseId: number): Promise<QuizStats> {
  const [quizzes, failures] = await Promise.all([
    db
      .select({
        id: unitQuizzes.id,
        unitId: courseUnits.id,
        unitTitle: courseUnits.title,
        passingScore: unitQuizzes.passingScore,
        attempts: count(quizAttempts.id),
        passedAttempts: sql<number>`count(*) filter (where ${quizAttempts.passed})::int`,
        students: countDistinct(quizAttempts.userId),
        passedStudents: sql<number>`count(distinct ${quizAttempts.userId}) filter (where ${quizAttempts.passed})::int`,
      })
      .from(unitQuizzes)
      .innerJoin(courseUnits, eq(courseUnits.id, unitQuizzes.unitId))
      .leftJoin(quizAttempts, eq(quizAttempts.quizId, unitQuizzes.id))
      .where(eq(courseUnits.courseId, courseId))
      .groupBy(unitQuizzes.id, courseUnits.id)
      .orderBy(asc(courseUnits.position), asc(courseUnits.id)),
    db
      .select({
        id: quizQuestions.id,
        quizId: quizQuestions.quizId,
        text: quizQuestions.text,
        answered: sql<number>`count(answer.value)::int`,
        failed: sql<number>`count(answer.value) filter (where not (answer.value->>'correct')::boolean)::int`,
      })
      .from(quizQuestions)
      .innerJoin(unitQuizzes, eq(unitQuizzes.id, quizQuestions.quizId))
      .innerJoin(courseUnits, eq(courseUnits.id, unitQuizzes.unitId))
      .leftJoin(quizAttempts, eq(quizAttempts.quizId, unitQuizzes.id))
      .leftJoin(
        sql`lateral jsonb_array_elements(${quizAttempts.answers}) as answer(value)`,
        sql`(answer.value->>'questionId')::int = ${quizQuestions.id}`,
      )
      .where(eq(courseUnits.courseId, courseId))
      .groupBy(quizQuestions.id)
      .orderBy(asc(quizQuestions.position)),
  ]);
  return {
    quizzes: quizzes.map(({ id, attempts, passedAttempts, ...quiz }) => ({
      ...quiz,
      attempts,
      passRate: attempts === 0 ? null : Math.round((passedAttempts / attempts) * 100),
      questions: failures
        .filter((question) => question.quizId === id)
        .map(({ quizId: _quiz, ...question }) => question)
        .sort((a, b) => b.failed - a.failed),
    })),
  };
}
