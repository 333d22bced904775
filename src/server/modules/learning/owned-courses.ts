import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { courseModules, courses, courseUnits, moduleProgress } from '../../db/schema';
import { courseCardColumns, toCourseCard, type CourseCardRow } from '../courses/catalogue';
import { ownedEnrolments } from '../enrollments/service';
import { summarize } from './progress';
import type { OwnedCourse } from '../../../shared/responses/learning';

/**
 * One row per module of every owned course (one with no module for a course without any),
 * in the order of the courses' grants and of their outlines, with whether the user saw it.
 */
const ownedModules = preparedOn((db) => {
  const owned = ownedEnrolments(db, sql.placeholder('userId'));
  return db
    .select({
      course: courseCardColumns,
      unitId: courseUnits.id,
      moduleId: courseModules.id,
      seen: sql<boolean>`${moduleProgress.moduleId} is not null`,
    })
    .from(owned)
    .innerJoin(courses, eq(owned.courseId, courses.id))
    .leftJoin(courseUnits, eq(courseUnits.courseId, courses.id))
    .leftJoin(courseModules, eq(courseModules.unitId, courseUnits.id))
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

type Gathered = { course: CourseCardRow; units: Map<number, { id: number }[]>; seen: Set<number> };

/** The courses the user owns (hidden ones too: owners keep access), with progress: one statement. */
export async function ownedCoursesWithProgress(db: Db, userId: string): Promise<OwnedCourse[]> {
  const rows = await ownedModules(db).execute({ userId });
  const byCourse = new Map<number, Gathered>();
  for (const row of rows) {
    let gathered = byCourse.get(row.course.id);
    if (!gathered) {
      gathered = { course: row.course, units: new Map(), seen: new Set() };
      byCourse.set(row.course.id, gathered);
    }
    if (row.unitId === null || row.moduleId === null) continue;
    const modules = gathered.units.get(row.unitId) ?? [];
    modules.push({ id: row.moduleId });
    gathered.units.set(row.unitId, modules);
    if (row.seen) gathered.seen.add(row.moduleId);
  }
  return [...byCourse.values()].map(({ course, units, seen }) => ({
    course: toCourseCard(course),
    progress: summarize({ units: [...units].map(([id, modules]) => ({ id, modules })) }, seen),
  }));
}
