import { asc, eq, inArray } from 'drizzle-orm';
import type { EditableQuiz } from '../../../shared/responses/quizzes';
import type { QuizForm } from '../../../shared/quizzes';
import type { Db } from '../../db/client';
import { deleteLeftOut } from './left-out';
import { shuffled } from '../../../shared/shuffled';
import { courseUnits, quizOptions, quizQuestions, unitQuizzes } from '../../db/schema';

/** The evaluations of these units, with every question and option in order, by unit id. */
export async function loadUnitQuizzes(
  db: Db,
  unitIds: number[],
): Promise<Map<number, EditableQuiz>> {
  const byUnit = new Map<number, EditableQuiz>();
  if (unitIds.length === 0) return byUnit;
  const quizzes = await db.select().from(unitQuizzes).where(inArray(unitQuizzes.unitId, unitIds));
  if (quizzes.length === 0) return byUnit;
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.quizId,
        quizzes.map((quiz) => quiz.id),
      ),
    )
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const options =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(quizOptions)
          .where(
            inArray(
              quizOptions.questionId,
              questions.map((question) => question.id),
            ),
          )
          .orderBy(asc(quizOptions.position), asc(quizOptions.id));
  for (const quiz of quizzes) {
    byUnit.set(quiz.unitId, {
      id: quiz.id,
      passingScore: quiz.passingScore,
      questions: questions
        .filter((question) => question.quizId === quiz.id)
        .map((question) => ({
          id: question.id,
          text: question.text,
          ...(question.explanation ? { explanation: question.explanation } : {}),
          options: options
            .filter((option) => option.questionId === question.id)
            .map(({ id, text, correct }) => ({ id, text, correct })),
        })),
    });
  }
  return byUnit;
}

/**
 * Writes the units' evaluations as sent, the way modules are written: a unit's evaluation stays
 * the same row while the unit has one (so its attempts stay), questions and options with an id
 * keep it (even moved to another evaluation of the course), new ones get one, the ones left out
 * are deleted, and a unit sent without an evaluation loses it.
 */
export async function saveCourseQuizzes(
  tx: Db,
  courseId: number,
  units: { unitId: number; quiz: QuizForm | null }[],
): Promise<void> {
  const keptQuestions: number[] = [];
  const keptOptions: number[] = [];
  for (const { unitId, quiz } of units) {
    if (!quiz) continue;
    const [saved] = await tx
      .insert(unitQuizzes)
      .values({ unitId, passingScore: quiz.passingScore })
      .onConflictDoUpdate({ target: unitQuizzes.unitId, set: { passingScore: quiz.passingScore } })
      .returning({ id: unitQuizzes.id });
    for (const [position, question] of quiz.questions.entries()) {
      const questionId = await upsert(tx, quizQuestions, question.id, {
        quizId: saved!.id,
        position,
        text: question.text,
        explanation: question.explanation ?? null,
      });
      keptQuestions.push(questionId);
      // New options are inserted in a random order, so their ids do not tell the author's order
      // (often the right answer first) to a student who sorts the options by id.
      for (const [optionPosition, option] of shuffled([...question.options.entries()])) {
        keptOptions.push(
          await upsert(tx, quizOptions, option.id, {
            questionId,
            position: optionPosition,
            text: option.text,
            correct: option.correct,
          }),
        );
      }
    }
  }
  // Only now, when every moved item has its new place, the ones left out go.
  const quizzesOfCourse = tx
    .select({ id: unitQuizzes.id })
    .from(unitQuizzes)
    .innerJoin(courseUnits, eq(courseUnits.id, unitQuizzes.unitId))
    .where(eq(courseUnits.courseId, courseId));
  const questionsOfCourse = tx
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, quizzesOfCourse));
  await deleteLeftOut(tx, quizOptions, quizOptions.questionId, questionsOfCourse, keptOptions);
  await deleteLeftOut(tx, quizQuestions, quizQuestions.quizId, quizzesOfCourse, keptQuestions);
  const withoutQuiz = units.filter((unit) => !unit.quiz).map((unit) => unit.unitId);
  if (withoutQuiz.length > 0) {
    await tx.delete(unitQuizzes).where(inArray(unitQuizzes.unitId, withoutQuiz));
  }
}

type QuizItemTable = typeof quizQuestions | typeof quizOptions;

/** Updates the item with that id or inserts a new one; answers its id. */
async function upsert(
  tx: Db,
  table: QuizItemTable,
  id: number | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  const row = values as typeof table.$inferInsert;
  if (id === undefined) {
    const [created] = await tx.insert(table).values(row).returning({ id: table.id });
    return created!.id;
  }
  await tx.update(table).set(row).where(eq(table.id, id));
  return id;
}
