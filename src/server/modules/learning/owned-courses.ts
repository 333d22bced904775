import { and, asc, eq, sql } from 'drizzle-orm';
import type { OwnedCourse } from '../../../shared/courses';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  courseModules,
  courses,
  courseUnits,
  moduleProgress,
  quizAttempts,
  unitQuizzes,
} from '../../db/schema';
import { courseCardColumns, toCourseCard, type CourseCardRow } from '../courses/catalogue';
import { ownedEnrolments } from '../enrollments/service';
import { summarize } from './progress';

/**
 * One row per module of every owned course (one with no module for a course or unit without
 * any), in the order of the courses' grants and of their outlines, with whether the user saw
 * it, and the unit's evaluation with whether the user passed it.
 */
const ownedModules = preparedOn((db) => {
  const owned = ownedEnrolments(db, sql.placeholder('userId'));
  return db
    .select({
      course: courseCardColumns,
      unitId: courseUnits.id,
      moduleId: courseModules.id,
      seen: sql<boolean>`${moduleProgress.moduleId} is not null`,
      quizId: unitQuizzes.id,
      quizPassed: sql<boolean>`exists (select 1 from ${quizAttempts} a
        where a.quiz_id = ${unitQuizzes.id} and a.user_id = ${owned.userId} and a.passed)`,
    })
    .from(owned)
    .innerJoin(courses, eq(owned.courseId, courses.id))
    .leftJoin(courseUnits, eq(courseUnits.courseId, courses.id))
    .leftJoin(courseModules, eq(courseModules.unitId, courseUnits.id))
    .leftJoin(unitQuizzes, eq(unitQuizzes.unitId, courseUnits.id))
    .leftJoin(
      moduleProgress,
      and(eq(moduleProgress.userId, owned.userId), eq(moduleProgress.moduleId, courseModules.id)),
    )
    .orderBy(
      asc(owned.grantedAt),
      asc(owned.courseId),
      asc(courseUnits.position),
      asc(courseModules.position),
    )
    .prepare('owned_courses_with_progress');
});

type GatheredUnit = { id: number; modules: { id: number }[]; quiz: { id: number } | null };
type Gathered = {
  course: CourseCardRow;
  units: Map<number, GatheredUnit>;
  seen: Set<number>;
  passed: Set<number>;
};

/** The courses the user owns (hidden ones too: owners keep access), with progress: one statement. */
export async function ownedCoursesWithProgress(db: Db, userId: string): Promise<OwnedCourse[]> {
  const rows = await ownedModules(db).execute({ userId });
  const byCourse = new Map<number, Gathered>();
  for (const row of rows) {
    let gathered = byCourse.get(row.course.id);
    if (!gathered) {
      gathered = { course: row.course, units: new Map(), seen: new Set(), passed: new Set() };
      byCourse.set(row.course.id, gathered);
    }
    if (row.unitId === null) continue;
    let unit = gathered.units.get(row.unitId);
    if (!unit) {
      unit = { id: row.unitId, modules: [], quiz: row.quizId === null ? null : { id: row.quizId } };
      gathered.units.set(row.unitId, unit);
      if (row.quizId !== null && row.quizPassed) gathered.passed.add(row.quizId);
    }
    if (row.moduleId === null) continue;
    unit.modules.push({ id: row.moduleId });
    if (row.seen) gathered.seen.add(row.moduleId);
  }
  return [...byCourse.values()].map(({ course, units, seen, passed }) => ({
    course: toCourseCard(course),
    progress: summarize({ units: [...units.values()] }, seen, passed),
  }));
}
