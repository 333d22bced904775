import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  courseModules,
  courses,
  courseUnits,
  moduleProgress,
  modulePositions,
  quizAttempts,
  unitQuizzes,
} from '../../db/schema';
import { courseCardColumns, toCourseCard, type CourseCardRow } from '../courses/catalogue';
import { ownedEnrolments } from '../enrollments/service';
import { resumeAt } from './positions';
import { summarize } from './progress';
import type {
  CourseProgress,
  OwnedCourse,
  OwnedResume,
  Resume,
} from '../../../shared/responses/learning';
import type { Outline } from '../courses/course-tree';

/**
 * One row per module of every owned course (one with no module for a course or unit without
 * any), in the order of the courses' grants and of their outlines, with whether the user saw
 * it and where they stopped in it, and the unit's evaluation with whether the user passed it.
 */
const ownedModules = preparedOn((db) => {
  const owned = ownedEnrolments(db, sql.placeholder('userId'));
  return db
    .select({
      course: courseCardColumns,
      unitId: courseUnits.id,
      moduleId: courseModules.id,
      moduleTitle: courseModules.title,
      seen: sql<boolean>`${moduleProgress.moduleId} is not null`,
      seconds: sql<number | null>`floor(${modulePositions.seconds})::int`,
      stoppedAt: modulePositions.updatedAt,
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
    .leftJoin(
      modulePositions,
      and(eq(modulePositions.userId, owned.userId), eq(modulePositions.moduleId, courseModules.id)),
    )
    .orderBy(
      asc(owned.grantedAt),
      asc(owned.courseId),
      asc(courseUnits.position),
      asc(courseModules.position),
    )
    .prepare('owned_courses_with_progress');
});

/** Where the student stopped last in a course, and when (ms). */
type Stop = Resume & { at: number };

type GatheredUnit = {
  id: number;
  modules: { id: number; title: string }[];
  quiz: { id: number } | null;
};
type Gathered = {
  course: CourseCardRow;
  units: Map<number, GatheredUnit>;
  seen: Set<number>;
  passed: Set<number>;
  latest: Stop | null;
};

/** The resume of a course with the unit's number and the module's title a card shows. */
function ownedResume(
  { units, latest }: Gathered,
  tree: Outline,
  progress: CourseProgress,
): OwnedResume | null {
  const resume = resumeAt(tree, progress, latest);
  if (!resume) return null;
  const all = [...units.values()];
  const unitIndex = all.findIndex((unit) => unit.modules.some((m) => m.id === resume.moduleId));
  const module = all[unitIndex]?.modules.find((candidate) => candidate.id === resume.moduleId);
  return {
    moduleId: resume.moduleId,
    seconds: resume.seconds,
    unitNumber: unitIndex + 1,
    moduleTitle: module?.title ?? '',
  };
}

/** The courses the user owns (hidden ones too: owners keep access), with progress: one statement. */
export async function ownedCoursesWithProgress(db: Db, userId: string): Promise<OwnedCourse[]> {
  const rows = await ownedModules(db).execute({ userId });
  const byCourse = new Map<number, Gathered>();
  for (const row of rows) {
    let gathered = byCourse.get(row.course.id);
    if (!gathered) {
      gathered = {
        course: row.course,
        units: new Map(),
        seen: new Set(),
        passed: new Set(),
        latest: null,
      };
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
    unit.modules.push({ id: row.moduleId, title: row.moduleTitle ?? '' });
    if (row.seen) gathered.seen.add(row.moduleId);
    const at = row.stoppedAt === null ? 0 : new Date(row.stoppedAt).getTime();
    if (row.seconds !== null && at > (gathered.latest?.at ?? 0)) {
      gathered.latest = { moduleId: row.moduleId, seconds: row.seconds, at };
    }
  }
  return [...byCourse.values()].map((gathered) => {
    const tree = { units: [...gathered.units.values()] };
    const progress = summarize(tree, gathered.seen, gathered.passed);
    return {
      course: toCourseCard(gathered.course),
      progress,
      resume: ownedResume(gathered, tree, progress),
    };
  });
}
