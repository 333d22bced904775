import type { CourseProgress, OwnedCourse, StudyCourse } from '../../../shared/courses';
import type { ServiceContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { loadCourseTree, type CourseTree } from '../courses/course-tree';
import { toCourseDetail } from '../courses/public-course';
import { ownsCourse } from '../enrollments/service';
import { markModuleSeen } from './mark-module';
import { ownedCoursesWithProgress } from './owned-courses';
import { progressIn, summarize } from './progress';

export const NOT_OWNED = 'Todavía no tenés acceso a este curso.';

/** The courses the user owns (hidden ones too: owners keep access), with progress. */
export const listOwnedCourses = (ctx: ServiceContext, userId: string): Promise<OwnedCourse[]> =>
  ownedCoursesWithProgress(ctx.db, userId);

/**
 * A visible course from the catalogue's memory (each progress tick would otherwise read the
 * course again); a hidden one, which owners keep, from the database.
 */
async function courseToStudy(ctx: ServiceContext, courseId: number): Promise<CourseTree> {
  const tree =
    (await ctx.catalogue.course(courseId)) ??
    (await loadCourseTree(ctx.db, courseId, { visibleOnly: false }));
  if (!tree) throw notFound('No encontramos ese curso.');
  return tree;
}

const mayStudyAnyCourse = (user: UserRow) => user.roles.includes('admin');

/** The whole course for someone who may study it: its owner, or an admin. */
export async function loadStudyTree(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
): Promise<CourseTree> {
  const tree = await courseToStudy(ctx, courseId);
  const mayStudy = mayStudyAnyCourse(user) || (await ownsCourse(ctx.db, user.id, courseId));
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
    units: tree.units.map(({ quiz, ...unit }) => ({
      ...unit,
      quiz: quiz && {
        id: quiz.id,
        passingScore: quiz.passingScore,
        questionCount: quiz.questions.length,
      },
    })),
    materials: tree.materials,
    progress: await progressIn(ctx.db, user.id, tree),
  };
}

/**
 * Marks a module of a course the user may study complete; repeating it changes nothing. One
 * statement checks ownership, marks the module and reads the course's progress back.
 */
export async function recordProgress(
  ctx: ServiceContext,
  user: UserRow,
  target: { courseId: number; unitId: number; moduleId: number },
): Promise<CourseProgress> {
  const tree = await courseToStudy(ctx, target.courseId);
  const unit = tree.units.find((candidate) => candidate.id === target.unitId);
  if (!unit?.modules.some((module) => module.id === target.moduleId)) {
    // Someone who may not study the course learns nothing of its outline.
    await loadStudyTree(ctx, user, target.courseId);
    throw badRequest('Ese módulo no pertenece a este curso.');
  }
  const { mayStudy, seen, passedQuizzes } = await markModuleSeen(ctx.db, {
    userId: user.id,
    courseId: target.courseId,
    moduleId: target.moduleId,
    now: ctx.now(),
    anyCourse: mayStudyAnyCourse(user),
  });
  if (!mayStudy) throw forbidden(NOT_OWNED);
  return summarize(tree, seen, passedQuizzes);
}
