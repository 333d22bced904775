import { and, eq, inArray } from 'drizzle-orm';
import { progressPercent } from '../../../shared/courses';
import type { Db } from '../../db/client';
import { moduleProgress } from '../../db/schema';
import { moduleIdsOf, type Outline } from '../courses/course-tree';
import type { CourseProgress } from '../../../shared/responses/learning';

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
