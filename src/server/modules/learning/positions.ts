import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { CourseProgress, Resume } from '../../../shared/responses/learning';
import type { Db } from '../../db/client';
import { modulePositions } from '../../db/schema';
import { moduleIdsOf, type Outline } from '../courses/course-tree';
import { isComplete } from './progress';
import { boundedPosition, creditFor, lessonLength } from '../../../shared/watching';

type Heartbeat = {
  userId: string;
  courseId: number;
  moduleId: number;
  seconds: number;
  /** The lesson's length the player reports, when it does. */
  duration?: number;
  /** The module's declared minutes (`durationMinutes`). */
  declaredMinutes: number;
  at: Date;
};

/**
 * A position save is a heartbeat: it stores where the student is in a module and credits the
 * seconds watched since the previous one (`creditFor`). One heartbeat of a student at a time
 * (a transaction-scoped lock), so two at once never credit the same stretch twice. A position
 * far past the lesson's length is not saved (the length is answered); a little past it is clamped.
 */
export async function recordHeartbeat(
  db: Db,
  beat: Heartbeat,
): Promise<{ saved: true } | { saved: false; length: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watching:${beat.userId}`}))`);
    const [stored] = await tx
      .select()
      .from(modulePositions)
      .where(
        and(eq(modulePositions.userId, beat.userId), eq(modulePositions.moduleId, beat.moduleId)),
      );
    const [latest] = await tx
      .select({ at: max(modulePositions.updatedAt) })
      .from(modulePositions)
      .where(eq(modulePositions.userId, beat.userId));
    const reportedLength = beat.duration ?? stored?.reportedLength ?? null;
    const length = lessonLength(beat.declaredMinutes, reportedLength);
    const seconds = boundedPosition(beat.seconds, length);
    if (seconds === null) return { saved: false, length: length! };
    const credited = stored?.watchedSeconds ?? 0;
    const credit = creditFor({
      previous: stored ? { seconds: stored.seconds, at: stored.updatedAt } : null,
      latestAnywhere: latest?.at ?? null,
      now: { seconds, at: beat.at },
      credited,
      length,
    });
    await tx
      .insert(modulePositions)
      .values({
        userId: beat.userId,
        courseId: beat.courseId,
        moduleId: beat.moduleId,
        seconds,
        updatedAt: beat.at,
        watchedSeconds: credit,
        reportedLength,
      })
      .onConflictDoUpdate({
        target: [modulePositions.userId, modulePositions.moduleId],
        set: {
          seconds: sql`excluded.seconds`,
          courseId: sql`excluded.course_id`,
          updatedAt: sql`excluded.updated_at`,
          watchedSeconds: sql`${modulePositions.watchedSeconds} + ${credit}`,
          reportedLength: sql`excluded.reported_length`,
        },
        // A save older than the stored one (another instance's clock behind) does not win.
        setWhere: sql`${modulePositions.updatedAt} <= excluded.updated_at`,
      });
    return { saved: true };
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
    .select({
      moduleId: modulePositions.moduleId,
      seconds: sql<number>`floor(${modulePositions.seconds})::int`,
    })
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
