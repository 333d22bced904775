import { and, eq, inArray } from 'drizzle-orm';
import { progressPercent, type CourseProgress } from '../../../shared/courses';
import type { Db } from '../../db/client';
import { moduleProgress } from '../../db/schema';
import { badRequest } from '../../errors';
import { moduleIdsOf, type CourseTree, type Outline } from '../courses/course-tree';

/** Progress of a user in a course, computed from the modules the course has now. */
export async function progressIn(db: Db, userId: string, tree: Outline): Promise<CourseProgress> {
  const moduleIds = moduleIdsOf(tree);
  const done =
    moduleIds.length === 0
      ? []
      : await db
          .select({ moduleId: moduleProgress.moduleId })
          .from(moduleProgress)
          .where(
            and(eq(moduleProgress.userId, userId), inArray(moduleProgress.moduleId, moduleIds)),
          );
  return summarize(tree, new Set(done.map((row) => row.moduleId)));
}

export function summarize(tree: Outline, completed: Set<number>): CourseProgress {
  const moduleIds = moduleIdsOf(tree);
  const completedModuleIds = moduleIds.filter((id) => completed.has(id));
  return {
    completedModuleIds,
    completedUnitIds: tree.units
      .filter(
        (unit) =>
          unit.modules.length > 0 && unit.modules.every((module) => completed.has(module.id)),
      )
      .map((unit) => unit.id),
    completedModules: completedModuleIds.length,
    totalModules: moduleIds.length,
    percent: progressPercent(completedModuleIds.length, moduleIds.length),
  };
}

/** Marks a module of the course complete; repeating it changes nothing. */
export async function completeModule(
  db: Db,
  options: { userId: string; tree: CourseTree; unitId: number; moduleId: number; now: Date },
): Promise<CourseProgress> {
  const { userId, tree, unitId, moduleId, now } = options;
  const unit = tree.units.find((candidate) => candidate.id === unitId);
  if (!unit?.modules.some((module) => module.id === moduleId)) {
    throw badRequest('Ese módulo no pertenece a este curso.');
  }
  await db
    .insert(moduleProgress)
    .values({ userId, moduleId, completedAt: now })
    .onConflictDoNothing();
  return progressIn(db, userId, tree);
}
