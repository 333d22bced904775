import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EditableQuiz } from '../../../shared/responses/quizzes';
import type { Db } from '../../db/client';
import {
  courseLearningPoints,
  courseMaterials,
  courseModules,
  courses,
  courseUnits,
} from '../../db/schema';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import type { MaterialFile } from '../../../shared/responses/materials';
import type { ReleaseRule } from '../../../shared/unit-release';
import { loadUnitQuizzes } from './quiz-items';
import { loadInstructor } from './course-instructor';
import type { Instructor } from '../../../shared/responses/team';

export type CourseTree = typeof courses.$inferSelect & {
  units: ({
    id: number;
    title: string;
    modules: {
      id: number;
      title: string;
      videoId: string;
      durationMinutes: number;
      preview: boolean;
    }[];
    /** The unit's evaluation with its answers: never sent to a student as it is. */
    quiz: EditableQuiz | null;
  } & ReleaseRule)[];
  materials: { id: number; title: string; url: string; file: MaterialFile | null }[];
  learningList: { id: number; content: string }[];
  /** Who teaches it, as its page presents them ('Quién enseña'); null for nobody. */
  instructor: Instructor | null;
};

/** A course with everything in it, in display order; `visibleOnly` hides hidden courses. */
export async function loadCourseTree(
  db: Db,
  courseId: number,
  options: { visibleOnly: boolean },
): Promise<CourseTree | undefined> {
  const [course] = await db
    .select()
    .from(courses)
    .where(
      options.visibleOnly
        ? and(eq(courses.id, courseId), eq(courses.visibility, true))
        : eq(courses.id, courseId),
    );
  if (!course) return undefined;
  const [units, materials, learningList, instructor] = await Promise.all([
    db
      .select({
        id: courseUnits.id,
        title: courseUnits.title,
        releaseAfterDays: courseUnits.releaseAfterDays,
        releaseDate: courseUnits.releaseDate,
      })
      .from(courseUnits)
      .where(eq(courseUnits.courseId, courseId))
      .orderBy(asc(courseUnits.position), asc(courseUnits.id)),
    db
      .select()
      .from(courseMaterials)
      .where(eq(courseMaterials.courseId, courseId))
      .orderBy(asc(courseMaterials.position), asc(courseMaterials.id)),
    db
      .select({ id: courseLearningPoints.id, content: courseLearningPoints.content })
      .from(courseLearningPoints)
      .where(eq(courseLearningPoints.courseId, courseId))
      .orderBy(asc(courseLearningPoints.position), asc(courseLearningPoints.id)),
    loadInstructor(db, course.instructorId),
  ]);
  const unitIds = units.map((unit) => unit.id);
  const [modules, quizzes] = await Promise.all([
    units.length === 0
      ? []
      : db
          .select()
          .from(courseModules)
          .where(inArray(courseModules.unitId, unitIds))
          .orderBy(asc(courseModules.position), asc(courseModules.id)),
    loadUnitQuizzes(db, unitIds),
  ]);
  return {
    ...course,
    units: units.map((unit) => ({
      ...unit,
      modules: modules
        .filter((module) => module.unitId === unit.id)
        .map(({ id, title, videoId, durationMinutes, preview }) => ({
          id,
          title,
          videoId,
          durationMinutes,
          preview,
        })),
      quiz: quizzes.get(unit.id) ?? null,
    })),
    materials: materials.map(({ id, title, url, fileName, fileSize, fileType }) => ({
      id,
      title,
      url,
      file:
        fileName === null
          ? null
          : {
              key: url.slice(PRIVATE_FILES_PATH.length),
              name: fileName,
              size: fileSize ?? 0,
              type: fileType ?? '',
            },
    })),
    learningList,
    instructor,
  };
}

/** The shape progress is computed from: units, the ids of their modules and of their evaluation. */
export type Outline = {
  units: { id: number; modules: { id: number }[]; quiz: { id: number } | null }[];
};

/** Every evaluation id of the course, in order. */
export const quizIdsOf = (tree: Outline) =>
  tree.units.flatMap((unit) => (unit.quiz ? [unit.quiz.id] : []));

/** Every module id of the course, in order. */
export const moduleIdsOf = (tree: Outline) =>
  tree.units.flatMap((unit) => unit.modules.map((module) => module.id));

/** The module `moduleId` of the course when it is a free preview ('Vista previa gratuita'). */
export const previewLessonIn = (tree: CourseTree, moduleId: number) =>
  tree.units.flatMap((unit) => unit.modules).find((m) => m.id === moduleId && m.preview);
