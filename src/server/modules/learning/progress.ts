import { and, eq, inArray } from 'drizzle-orm';
import { progressPercent } from '../../../shared/courses';
import type { Db } from '../../db/client';
import { moduleProgress } from '../../db/schema';
import { moduleIdsOf, quizIdsOf, type Outline } from '../courses/course-tree';
import { passedQuizIds } from './quiz-standing';
import type { CourseProgress } from '../../../shared/responses/learning';

/** Progress of a user in a course, computed from the modules and evaluations it has now. */
export async function progressIn(db: Db, userId: string, tree: Outline): Promise<CourseProgress> {
  const moduleIds = moduleIdsOf(tree);
  const [done, passed] = await Promise.all([
    moduleIds.length === 0
      ? []
      : db
          .select({ moduleId: moduleProgress.moduleId })
          .from(moduleProgress)
          .where(
            and(eq(moduleProgress.userId, userId), inArray(moduleProgress.moduleId, moduleIds)),
          ),
    passedQuizIds(db, userId, quizIdsOf(tree)),
  ]);
  return summarize(tree, new Set(done.map((row) => row.moduleId)), passed);
}

/**
 * The one computation of progress: modules done and evaluations passed count alike, and a unit
 * is complete when all its modules are done and its evaluation, if it has one, is passed.
 */
export function summarize(
  tree: Outline,
  completed: Set<number>,
  passedQuizzes: Set<number>,
): CourseProgress {
  const moduleIds = moduleIdsOf(tree);
  const quizIds = quizIdsOf(tree);
  const completedModuleIds = moduleIds.filter((id) => completed.has(id));
  const passedQuizUnitIds = tree.units
    .filter((unit) => unit.quiz && passedQuizzes.has(unit.quiz.id))
    .map((unit) => unit.id);
  return {
    completedModuleIds,
    completedUnitIds: tree.units
      .filter(
        (unit) =>
          (unit.modules.length > 0 || unit.quiz) &&
          unit.modules.every((module) => completed.has(module.id)) &&
          (!unit.quiz || passedQuizzes.has(unit.quiz.id)),
      )
      .map((unit) => unit.id),
    completedModules: completedModuleIds.length,
    totalModules: moduleIds.length,
    passedQuizUnitIds,
    passedQuizzes: passedQuizUnitIds.length,
    totalQuizzes: quizIds.length,
    percent: progressPercent(
      completedModuleIds.length + passedQuizUnitIds.length,
      moduleIds.length + quizIds.length,
    ),
  };
}

/** A course is complete when every module is done and every evaluation passed. */
export const isComplete = (progress: CourseProgress) =>
  progress.totalModules + progress.totalQuizzes > 0 &&
  progress.completedModules === progress.totalModules &&
  progress.passedQuizzes === progress.totalQuizzes;
