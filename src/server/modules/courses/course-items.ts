import { eq } from 'drizzle-orm';
import type { CourseForm } from '../../../shared/course-form';
import type { Db } from '../../db/client';
import { courseLearningPoints, courseMaterials, courseModules, courseUnits } from '../../db/schema';
import { AppError } from '../../errors';
import type { CourseTree } from './course-tree';
import type { MaterialRow } from './material-files';
import { hostedVideoMinutes } from './hosted-video-minutes';
import { deleteLeftOut } from './left-out';
import { saveCourseQuizzes } from './quiz-items';
import type { ReleaseRule } from '../../../shared/unit-release';

type Existing = Pick<CourseTree, 'units' | 'materials' | 'learningList'>;
export type CourseItems = Pick<CourseForm, 'learningList'> & {
  materials: MaterialRow[];
  /** A unit without `quiz` (the seeds' courses) has no evaluation, nor a release rule. */
  units: (Omit<CourseForm['units'][number], 'quiz' | 'releaseAfterDays' | 'releaseDate'> & {
    quiz?: CourseForm['units'][number]['quiz'];
  } & Partial<ReleaseRule>)[];
};
type FieldProblem = { field: string; message: string };

const GONE = 'Este elemento ya no existe en el curso: recargá la página.';

/**
 * Every id the editor sent must be an item of this course, and only once: an id from another
 * course or a stale tab would otherwise move or overwrite something it should not.
 */
export function checkItemIds(input: CourseForm, existing: Existing): void {
  const problems: FieldProblem[] = [];
  const entries = (items: { id?: number | undefined }[], path: string) =>
    items.map((item, index) => ({ id: item.id, field: `${path}.${index}.id` }));
  const check = (known: number[], sent: { id: number | undefined; field: string }[]) => {
    const seen = new Set<number>();
    for (const { id, field } of sent) {
      if (id === undefined) continue;
      if (!known.includes(id) || seen.has(id)) problems.push({ field, message: GONE });
      seen.add(id);
    }
  };
  check(
    existing.units.map((unit) => unit.id),
    entries(input.units, 'units'),
  );
  check(
    existing.units.flatMap((unit) => unit.modules.map((module) => module.id)),
    input.units.flatMap((unit, index) => entries(unit.modules, `units.${index}.modules`)),
  );
  const existingQuestions = existing.units.flatMap((unit) => unit.quiz?.questions ?? []);
  const sentQuestions = input.units.flatMap((unit, index) =>
    (unit.quiz?.questions ?? []).map((question, questionIndex) => ({
      question,
      path: `units.${index}.quiz.questions.${questionIndex}`,
    })),
  );
  check(
    existingQuestions.map((question) => question.id),
    sentQuestions.map(({ question, path }) => ({ id: question.id, field: `${path}.id` })),
  );
  check(
    existingQuestions.flatMap((question) => question.options.map((option) => option.id)),
    sentQuestions.flatMap(({ question, path }) => entries(question.options, `${path}.options`)),
  );
  check(
    existing.materials.map((material) => material.id),
    entries(input.materials, 'materials'),
  );
  check(
    existing.learningList.map((point) => point.id),
    entries(input.learningList, 'learningList'),
  );
  if (problems.length > 0) throw new AppError('bad_request', GONE, problems);
}

/**
 * Writes the units, modules, materials and learning points as sent: items with an id keep it
 * (and, for modules, the students' progress, even when moved to another unit), items without
 * one are new, items left out are deleted, and the order sent is the order stored. A module
 * playing a hosted video that is ready lasts what the video lasts, in whole minutes rounded up.
 */
export async function saveCourseItems(tx: Db, courseId: number, input: CourseItems): Promise<void> {
  const videoMinutes = await hostedVideoMinutes(
    tx,
    input.units.flatMap((unit) => unit.modules.map((module) => module.videoId)),
  );
  const keptUnits: number[] = [];
  const keptModules: number[] = [];
  const quizzes: { unitId: number; quiz: CourseForm['units'][number]['quiz'] }[] = [];
  for (const [position, unit] of input.units.entries()) {
    let unitId = unit.id;
    const fields = {
      position,
      title: unit.title,
      releaseAfterDays: unit.releaseAfterDays ?? null,
      releaseDate: unit.releaseDate ?? null,
    };
    if (unitId === undefined) {
      const [created] = await tx
        .insert(courseUnits)
        .values({ courseId, ...fields })
        .returning({ id: courseUnits.id });
      unitId = created!.id;
    } else {
      await tx.update(courseUnits).set(fields).where(eq(courseUnits.id, unitId));
    }
    keptUnits.push(unitId);
    quizzes.push({ unitId, quiz: unit.quiz ?? null });
    for (const [modulePosition, module] of unit.modules.entries()) {
      const values = {
        unitId,
        position: modulePosition,
        title: module.title,
        videoId: module.videoId,
        durationMinutes: videoMinutes.get(module.videoId) ?? module.durationMinutes,
        preview: module.preview,
      };
      if (module.id === undefined) {
        const [created] = await tx
          .insert(courseModules)
          .values(values)
          .returning({ id: courseModules.id });
        keptModules.push(created!.id);
      } else {
        await tx.update(courseModules).set(values).where(eq(courseModules.id, module.id));
        keptModules.push(module.id);
      }
    }
  }
  await saveCourseQuizzes(tx, courseId, quizzes);
  // Modules first: one moved out of a deleted unit must not go down with it.
  const unitsOfCourse = tx
    .select({ id: courseUnits.id })
    .from(courseUnits)
    .where(eq(courseUnits.courseId, courseId));
  await deleteLeftOut(tx, courseModules, courseModules.unitId, unitsOfCourse, keptModules);
  await deleteLeftOut(tx, courseUnits, courseUnits.courseId, [courseId], keptUnits);

  await saveList(
    tx,
    courseMaterials,
    courseId,
    input.materials.map(({ id, ...values }) => ({ id, values })),
  );
  await saveList(
    tx,
    courseLearningPoints,
    courseId,
    input.learningList.map(({ id, content }) => ({ id, values: { content } })),
  );
}

type ListTable = typeof courseMaterials | typeof courseLearningPoints;

/** A flat list of a course (materials, learning points) saved the same way as the units. */
async function saveList(
  tx: Db,
  table: ListTable,
  courseId: number,
  items: { id: number | undefined; values: Record<string, string | number | null> }[],
): Promise<void> {
  const kept: number[] = [];
  for (const [position, item] of items.entries()) {
    const values = { ...item.values, courseId, position };
    if (item.id === undefined) {
      const [created] = await tx
        .insert(table)
        .values(values as typeof table.$inferInsert)
        .returning({ id: table.id });
      kept.push(created!.id);
    } else {
      await tx.update(table).set(values).where(eq(table.id, item.id));
      kept.push(item.id);
    }
  }
  await deleteLeftOut(tx, table, table.courseId, [courseId], kept);
}
