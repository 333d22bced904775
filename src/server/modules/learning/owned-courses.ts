import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  courseModules,
  courses,
  courseUnits,
  moduleProgress,
  modulePositions,
} from '../../db/schema';
import { courseCardColumns, toCourseCard, type CourseCardRow } from '../courses/catalogue';
import { ownedEnrolments } from '../enrollments/service';
import { resumeAt } from './positions';
import { summarize } from './progress';
import type { OwnedCourse, OwnedResume, Resume } from '../../../shared/responses/learning';
import type { Outline } from '../courses/course-tree';

/**
 * One row per module of every owned course (one with no module for a course without any),
 * in the order of the courses' grants and of their outlines, with whether the user saw it and
 * where they stopped in it.
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
      seconds: modulePositions.seconds,
      stoppedAt: modulePositions.updatedAt,
    })
    .from(owned)
    .innerJoin(courses, eq(owned.courseId, courses.id))
    .leftJoin(courseUnits, eq(courseUnits.courseId, courses.id))
    .leftJoin(courseModules, eq(courseModules.unitId, courseUnits.id))
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

type Gathered = {
  course: CourseCardRow;
  units: Map<number, { id: number; title: string }[]>;
  seen: Set<number>;
  latest: Stop | null;
};

const unitNumberOf = (units: Gathered['units'], moduleId: number) =>
  [...units.values()].findIndex((modules) => modules.some((module) => module.id === moduleId)) + 1;

/** The resume of a course with the unit's number and the module's title a card shows. */
function ownedResume({ units, seen, latest }: Gathered, tree: Outline): OwnedResume | null {
  const resume = resumeAt(tree, summarize(tree, seen), latest);
  if (!resume) return null;
  const module = [...units.values()].flat().find((candidate) => candidate.id === resume.moduleId);
  return {
    moduleId: resume.moduleId,
    seconds: resume.seconds,
    unitNumber: unitNumberOf(units, resume.moduleId),
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
      gathered = { course: row.course, units: new Map(), seen: new Set(), latest: null };
      byCourse.set(row.course.id, gathered);
    }
    if (row.unitId === null || row.moduleId === null) continue;
    const modules = gathered.units.get(row.unitId) ?? [];
    modules.push({ id: row.moduleId, title: row.moduleTitle ?? '' });
    gathered.units.set(row.unitId, modules);
    if (row.seen) gathered.seen.add(row.moduleId);
    const at = row.stoppedAt === null ? 0 : new Date(row.stoppedAt).getTime();
    if (row.seconds !== null && at > (gathered.latest?.at ?? 0)) {
      gathered.latest = { moduleId: row.moduleId, seconds: row.seconds, at };
    }
  }
  return [...byCourse.values()].map((gathered) => {
    const tree = { units: [...gathered.units].map(([id, modules]) => ({ id, modules })) };
    return {
      course: toCourseCard(gathered.course),
      progress: summarize(tree, gathered.seen),
      resume: ownedResume(gathered, tree),
    };
  });
}
