import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  courseModules,
  courseUnits,
  moduleProgress,
  modulePositions,
  quizAttempts,
  unitQuizzes,
  users,
} from '../../db/schema';
import { ownsCourseSql } from '../enrollments/service';

const userId = sql.placeholder('userId');
const courseId = sql.placeholder('courseId');
const moduleId = sql.placeholder('moduleId');
/** Admins study every course without owning it. */
const anyCourse = sql.placeholder('anyCourse');

const mayStudy = sql`(${anyCourse}::boolean or ${ownsCourseSql(userId, sql`${courseId}::int`)})`;

/**
 * PostgreSQL runs a data-modifying CTE whether the query reads it or not. The rest of the
 * statement reads the snapshot from before the insert (so does not see this module), and a
 * module marked at the same moment by another call of the same student is not in it either.
 * Nothing is inserted unless the caller says `insert` (it knows the tick is allowed).
 */
const marked = (db: Db) =>
  db.$with('marked', { moduleId: sql<number>`module_id`.as('module_id') }).as(
    sql`insert into ${moduleProgress} (user_id, module_id, completed_at)
      select ${userId}::uuid, ${moduleId}::int, ${sql.placeholder('now')}::timestamptz
      where ${sql.placeholder('insert')}::boolean and ${mayStudy}
      on conflict do nothing
      returning module_id`,
  );

/**
 * Marks the module seen when asked to and the user may study the course, and answers whether
 * they may, which modules of the course they had seen and which evaluations they have passed,
 * with what the server counted of their watching of the module: one statement, one round trip.
 */
export const markModuleStatement = preparedOn((db) => {
  const inserted = marked(db);
  return (
    db
      .with(inserted)
      .select({
        mayStudy: sql<boolean>`${mayStudy}`,
        seen: sql<number[]>`array(
        select p.module_id from ${moduleProgress} p
        join ${courseModules} m on m.id = p.module_id
        join ${courseUnits} u on u.id = m.unit_id
        where p.user_id = ${userId}::uuid and u.course_id = ${courseId}::int)`,
        passedQuizzes: sql<number[]>`array(
        select distinct a.quiz_id from ${quizAttempts} a
        join ${unitQuizzes} q on q.id = a.quiz_id
        join ${courseUnits} u on u.id = q.unit_id
        where a.user_id = ${userId}::uuid and u.course_id = ${courseId}::int and a.passed)`,
        credited: modulePositions.watchedSeconds,
        reported: modulePositions.reportedLength,
      })
      .from(users)
      // The student's position row of the module (none before their first save).
      .leftJoin(
        modulePositions,
        and(
          eq(modulePositions.userId, users.id),
          eq(modulePositions.moduleId, sql`${moduleId}::int`),
        ),
      )
      .where(eq(users.id, userId))
      .prepare('mark_module_seen')
  );
});

export type ModuleMark = {
  userId: string;
  courseId: number;
  moduleId: number;
  now: Date;
  anyCourse: boolean;
};

export type MarkedModule = {
  mayStudy: boolean;
  /** The course's modules seen: with this one when it was marked (by this call or a racing one). */
  seen: Set<number>;
  passedQuizzes: Set<number>;
  /** Whether the module was seen before the statement. */
  seenBefore: boolean;
  /** What the server counted of the student's watching of the module (decision 0032). */
  watching: { credited: number; reported: number | null };
};

/**
 * Marks the module seen when `insert` and the user may study the course (after the statement
 * it is marked, by this call or by one that raced it), or only reads when not.
 */
export async function markModuleSeen(
  db: Db,
  mark: ModuleMark & { insert: boolean },
): Promise<MarkedModule> {
  const [row] = await markModuleStatement(db).execute({ ...mark, now: mark.now.toISOString() });
  const mayStudy = row?.mayStudy ?? false;
  const seenBefore = mayStudy && row!.seen.includes(mark.moduleId);
  return {
    mayStudy,
    seen: new Set(mayStudy ? [...row!.seen, ...(mark.insert ? [mark.moduleId] : [])] : []),
    passedQuizzes: new Set(mayStudy ? row!.passedQuizzes : []),
    seenBefore,
    watching: { credited: row?.credited ?? 0, reported: row?.reported ?? null },
  };
}
