import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CourseProgress, Resume } from '../../../shared/responses/learning';
import type { Db } from '../../db/client';
import { modulePositions } from '../../db/schema';
import { moduleIdsOf, type Outline } from '../courses/course-tree';
import { isComplete } from './progress';

type Saved = { userId: string; courseId: number; moduleId: number; seconds: number; at: Date };

/**
 * Stores where the student is in a module. Repeating it changes nothing; a save that arrives
 * after a newer one (a beacon overtaken by the next page's save) does not win.
 */
export async function savePosition(db: Db, saved: Saved): Promise<void> {
  await db
    .insert(modulePositions)
    .values({
      userId: saved.userId,
      courseId: saved.courseId,
      moduleId: saved.moduleId,
      seconds: Math.floor(saved.seconds),
      updatedAt: saved.at,
    })
    .onConflictDoUpdate({
      target: [modulePositions.userId, modulePositions.moduleId],
      set: {
        seconds: sql`excluded.seconds`,
        courseId: sql`excluded.course_id`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${modulePositions.updatedAt} <= excluded.updated_at`,
    });
}

/** The module of the course the student was on last, and the second; null when none yet. */
export async function latestPosition(
  db: Db,
  userId: string,
  tree: Outline,
): Promise<Resume | null> {
  const moduleIds = moduleIdsOf(tree);
  if (moduleIds.length === 0) return null;
  const [latest] = await db
    .select({ moduleId: modulePositions.moduleId, seconds: modulePositions.seconds })
    .from(modulePositions)
    .where(and(eq(modulePositions.userId, userId), inArray(modulePositions.moduleId, moduleIds)))
    .orderBy(desc(modulePositions.updatedAt))
    .limit(1);
  return latest ?? null;
}

/**
 * Where the course opens again: at the start once it is complete (every module done, every
 * evaluation passed), else where the student stopped last (null before they play anything).
 */
export function resumeAt(
  tree: Outline,
  progress: CourseProgress,
  latest: Resume | null,
): Resume | null {
  const [first] = moduleIdsOf(tree);
  if (first !== undefined && isComplete(progress)) {
    return { moduleId: first, seconds: 0 };
  }
  return latest;
}
