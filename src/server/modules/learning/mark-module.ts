import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  courseModules,
  courseUnits,
  moduleProgress,
  quizAttempts,
  unitQuizzes,
  users,
} from '../../db/schema';
import { ownsCourseSql } from '../enrollments/service';

const userId = sql.placeholder('userId');
const courseId = sql.placeholder('courseId');
/** Admins study every course without owning it. */
const anyCourse = sql.placeholder('anyCourse');

const mayStudy = sql`(${anyCourse}::boolean or ${ownsCourseSql(userId, sql`${courseId}::int`)})`;

/**
 * PostgreSQL runs a data-modifying CTE whether the query reads it or not. The rest of the
 * statement reads the snapshot from before the insert (so does not see this module), and a
 * module marked at the same moment by another call of the same student is not in it either.
 */
const marked = (db: Db) =>
  db.$with('marked', { moduleId: sql<number>`module_id`.as('module_id') }).as(
    sql`insert into ${moduleProgress} (user_id, module_id, completed_at)
      select ${userId}::uuid, ${sql.placeholder('moduleId')}::int, ${sql.placeholder('now')}::timestamptz
      where ${mayStudy}
      on conflict do nothing
      returning module_id`,
  );

/**
 * Marks the module seen when the user may study the course, and answers whether they may,
 * which modules of the course they have seen and which evaluations they have passed: one
 * statement, one round trip.
 */
const markModuleStatement = preparedOn((db) => {
  const inserted = marked(db);
  return db
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
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('mark_module_seen');
});

/** After the statement the module is marked, by this call or by one that raced it. */
export async function markModuleSeen(
  db: Db,
  mark: { userId: string; courseId: number; moduleId: number; now: Date; anyCourse: boolean },
): Promise<{ mayStudy: boolean; seen: Set<number>; passedQuizzes: Set<number> }> {
  const [row] = await markModuleStatement(db).execute({ ...mark, now: mark.now.toISOString() });
  const mayStudy = row?.mayStudy ?? false;
  return {
    mayStudy,
    seen: new Set(mayStudy ? [...row!.seen, mark.moduleId] : []),
    passedQuizzes: new Set(mayStudy ? row!.passedQuizzes : []),
  };
}
