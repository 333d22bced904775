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
 * A module of an owned course as its row carries it: unit, module and its title, whether the
 * user saw it, where they stopped in it and when (ms), and the unit's evaluation with whether
 * the user passed it. Nulls for a course or unit without any module.
 */
export type ModuleTuple = [
  unitId: number | null,
  moduleId: number | null,
  moduleTitle: string | null,
  seen: boolean,
  seconds: number | null,
  stoppedAtMs: number | null,
  quizId: number | null,
  quizPassed: boolean,
];

/**
 * One row per owned course, in the order of the grants, with its card and its modules in the
 * order of its outline (`ModuleTuple`, as JSON: the card is read once per course, not once per
 * module).
 */
export const ownedCourseRows = preparedOn((db) => {
  const owned = ownedEnrolments(db, sql.placeholder('userId'));
  return db
    .select({
      course: courseCardColumns,
      modules: sql<ModuleTuple[]>`json_agg(json_build_array(
        ${courseUnits.id},
        ${courseModules.id},
        ${courseModules.title},
        ${moduleProgress.moduleId} is not null,
        floor(${modulePositions.seconds})::int,
        floor(extract(epoch from ${modulePositions.updatedAt}) * 1000)::bigint,
        ${unitQuizzes.id},
        exists (select 1 from ${quizAttempts} a
          where a.quiz_id = ${unitQuizzes.id} and a.user_id = ${owned.userId} and a.passed)
      ) order by ${courseUnits.position}, ${courseModules.position})`,
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
    .groupBy(courses.id, owned.grantedAt, owned.courseId)
    .orderBy(asc(owned.grantedAt), asc(owned.courseId))
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

/** An owned course's card, progress and resume from its row (`ownedCourseRows`). */
export function ownedCourseOf(course: CourseCardRow, modules: ModuleTuple[]): OwnedCourse {
  const gathered: Gathered = {
    course,
    units: new Map(),
    seen: new Set(),
    passed: new Set(),
    latest: null,
  };
  for (const [unitId, moduleId, moduleTitle, seen, seconds, at, quizId, quizPassed] of modules) {
    if (unitId === null) continue;
    let unit = gathered.units.get(unitId);
    if (!unit) {
      unit = { id: unitId, modules: [], quiz: quizId === null ? null : { id: quizId } };
      gathered.units.set(unitId, unit);
      if (quizId !== null && quizPassed) gathered.passed.add(quizId);
    }
    if (moduleId === null) continue;
    unit.modules.push({ id: moduleId, title: moduleTitle ?? '' });
    if (seen) gathered.seen.add(moduleId);
    if (seconds !== null && (at ?? 0) > (gathered.latest?.at ?? 0)) {
      gathered.latest = { moduleId, seconds, at: at ?? 0 };
    }
  }
  const tree = { units: [...gathered.units.values()] };
  const progress = summarize(tree, gathered.seen, gathered.passed);
  return {
    course: toCourseCard(gathered.course),
    progress,
    resume: ownedResume(gathered, tree, progress),
  };
}

/** The courses the user owns (hidden ones too: owners keep access), with progress: one statement. */
export async function ownedCoursesWithProgress(db: Db, userId: string): Promise<OwnedCourse[]> {
  const rows = await ownedCourseRows(db).execute({ userId });
  return rows.map(({ course, modules }) => ownedCourseOf(course, modules));
}
