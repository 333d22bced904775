import { eq, inArray } from 'drizzle-orm';
import type { OwnedCourse, StudyCourse } from '../../../shared/courses';
import type { ServiceContext } from '../../context';
import { courseModules, courseUnits, moduleProgress } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { toCourseCard } from '../courses/catalogue';
import { loadCourseTree, type CourseTree } from '../courses/course-tree';
import { toCourseDetail } from '../courses/public-course';
import { ownedCourses, ownsCourse } from '../enrollments/service';
import { completeModule, progressIn, summarize } from './progress';

export const NOT_OWNED = 'Todavía no tenés acceso a este curso.';

/** The courses the user owns (hidden ones too: owners keep access), with progress. */
export async function listOwnedCourses(
  ctx: ServiceContext,
  userId: string,
): Promise<OwnedCourse[]> {
  const { db } = ctx;
  const owned = await ownedCourses(db, userId);
  if (owned.length === 0) return [];
  const courseIds = owned.map((course) => course.id);
  const [modules, done] = await Promise.all([
    db
      .select({
        id: courseModules.id,
        unitId: courseModules.unitId,
        courseId: courseUnits.courseId,
      })
      .from(courseModules)
      .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
      .where(inArray(courseUnits.courseId, courseIds)),
    db
      .select({ moduleId: moduleProgress.moduleId })
      .from(moduleProgress)
      .where(eq(moduleProgress.userId, userId)),
  ]);
  const completed = new Set(done.map((row) => row.moduleId));
  return owned.map((course) => {
    const ofCourse = modules.filter((module) => module.courseId === course.id);
    const unitIds = [...new Set(ofCourse.map((module) => module.unitId))];
    const units = unitIds.map((unitId) => ({
      id: unitId,
      modules: ofCourse.filter((module) => module.unitId === unitId),
    }));
    return { course: toCourseCard(course), progress: summarize({ units }, completed) };
  });
}

/**
 * The whole course for someone who may study it: its owner, or an admin. A visible course comes
 * from the catalogue's memory (each progress tick would otherwise read the course again); a
 * hidden one, which owners keep, from the database.
 */
async function loadStudyTree(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
): Promise<CourseTree> {
  const tree =
    (await ctx.catalogue.course(courseId)) ??
    (await loadCourseTree(ctx.db, courseId, { visibleOnly: false }));
  if (!tree) throw notFound('No encontramos ese curso.');
  const mayStudy = user.roles.includes('admin') || (await ownsCourse(ctx.db, user.id, courseId));
  if (!mayStudy) throw forbidden(NOT_OWNED);
  return tree;
}

export async function studyCourse(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
): Promise<StudyCourse> {
  const tree = await loadStudyTree(ctx, user, courseId);
  const {
    units: _outline,
    related: _related,
    materialsCount: _count,
    ...detail
  } = toCourseDetail(tree, []);
  return {
    ...detail,
    units: tree.units,
    materials: tree.materials,
    progress: await progressIn(ctx.db, user.id, tree),
  };
}

/** Marks a module of a course the user may study complete; repeating it changes nothing. */
export async function recordProgress(
  ctx: ServiceContext,
  user: UserRow,
  target: { courseId: number; unitId: number; moduleId: number },
) {
  const tree = await loadStudyTree(ctx, user, target.courseId);
  return completeModule(ctx.db, {
    userId: user.id,
    tree,
    unitId: target.unitId,
    moduleId: target.moduleId,
    now: ctx.now(),
  });
}
