import type { ServiceContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { loadCourseTree, type CourseTree } from '../courses/course-tree';
import { toCourseDetail } from '../courses/public-course';
import { enrolledSince } from '../enrollments/service';
import { issueCertificate } from '../certificates/issue';
import { hasCertificate } from '../certificates/store';
import { markModuleSeen } from './mark-module';
import { ownedCoursesWithProgress } from './owned-courses';
import { latestPosition, recordHeartbeat, resumeAt } from './positions';
import { isComplete, progressIn, summarize } from './progress';
import { hostedVideoId, videoSource } from '../../../shared/video-source';
import { touchDevice } from '../videos/playback-devices';
import { hostedVideoLength } from '../videos/video-store';
import { isWatched, lessonLength } from '../../../shared/watching';
import { markdownHtml } from '../../markdown-html';
import { closedUnits, refuseClosedModule, refuseClosedUnit, type StudyTree } from './unit-locks';
import type { CourseProgress, OwnedCourse, StudyCourse } from '../../../shared/responses/learning';

export const NOT_OWNED = 'Todavía no tenés acceso a este curso.';
const NOT_IN_COURSE = 'Ese módulo no pertenece a este curso.';
export const NOT_WATCHED =
  'Todavía no viste esta clase completa: la marcamos como vista cuando la hayas reproducido casi entera.';
const notInLesson = (length: number) => {
  const minutes = Math.max(1, Math.ceil(length / 60));
  return `Ese segundo no está en la clase: dura ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
};

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

/**
 * The whole course for someone who may study it: its owner, with the units not open to them
 * yet (drip release), or an admin, to whom every unit is open.
 */
export async function loadStudyTree(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
): Promise<StudyTree> {
  const tree = await courseToStudy(ctx, courseId);
  if (mayStudyAnyCourse(user)) return { ...tree, closed: new Map() };
  const enrolledAt = await enrolledSince(ctx.db, user.id, courseId);
  if (!enrolledAt) throw forbidden(NOT_OWNED);
  return { ...tree, closed: closedUnits(tree, enrolledAt, ctx.now()) };
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
  const [progress, latest] = await Promise.all([
    progressIn(ctx.db, user.id, tree),
    latestPosition(ctx.db, user.id, tree),
  ]);
  return {
    ...detail,
    units: tree.units.map(({ quiz, releaseAfterDays: _days, releaseDate: _date, ...unit }) => {
      const opensOn = tree.closed.get(unit.id);
      return {
        ...unit,
        // A closed unit's lessons are listed, never their videos.
        modules: opensOn
          ? unit.modules.map((module) => ({ ...module, videoId: '' }))
          : unit.modules,
        quiz: quiz && {
          id: quiz.id,
          passingScore: quiz.passingScore,
          questionCount: quiz.questions.length,
        },
        locked: opensOn !== undefined,
        ...(opensOn ? { opensOn } : {}),
      };
    }),
    contentHtml: markdownHtml(detail.content),
    materials: tree.materials,
    progress,
    resume: resumeAt(tree, progress, latest),
  };
}

/**
 * The module of the course with that id, or a refusal that it is not in the course or that its
 * unit is not open yet.
 */
export function moduleIn(tree: StudyTree, moduleId: number) {
  const module = tree.units.flatMap((unit) => unit.modules).find((item) => item.id === moduleId);
  if (!module) throw badRequest(NOT_IN_COURSE);
  refuseClosedModule(tree, moduleId);
  return module;
}

/**
 * Stores where the student is in a module of a course they may study: a heartbeat that credits
 * the seconds watched since the previous one. A second far past the lesson's end is refused.
 */
export async function recordPosition(
  ctx: ServiceContext,
  user: UserRow,
  target: { courseId: number; moduleId: number; seconds: number; duration?: number },
  sessionHash: string,
): Promise<void> {
  const tree = await loadStudyTree(ctx, user, target.courseId);
  const module = moduleIn(tree, target.moduleId);
  const hosted = hostedVideoId(module.videoId);
  const at = ctx.now();
  // A hosted lesson's length is the one ffprobe read, whatever the player says.
  const duration =
    (hosted ? await hostedVideoLength(ctx.db, hosted) : undefined) ?? target.duration;
  const saved = await recordHeartbeat(ctx.db, {
    userId: user.id,
    ...target,
    duration,
    declaredMinutes: module.durationMinutes,
    at,
  });
  if (!saved.saved) throw badRequest(notInLesson(saved.length));
  if (hosted) await touchDevice(ctx.db, { userId: user.id, sessionHash, moduleId: module.id, at });
}

/**
 * Whether a module may be ticked: a video module once the server credited ~90 % of it
 * (decision 0032); a module without a video (its 'Marcar como completado') always.
 */
const hasVideo = (module: CourseTree['units'][number]['modules'][number]) =>
  videoSource(module.videoId).kind !== 'none';

/**
 * Marks a module of a course the user may study complete; repeating it changes nothing. One
 * statement checks ownership, marks the module and reads the course's progress back; a video
 * module not yet seen is read first, to know whether the server counted it watched. A tick
 * that completes the course, or repeats on a complete one, issues its certificate if none was.
 */
export async function recordProgress(
  ctx: ServiceContext,
  user: UserRow,
  target: { courseId: number; unitId: number; moduleId: number },
): Promise<CourseProgress> {
  const tree = await courseToStudy(ctx, target.courseId);
  const unit = tree.units.find((candidate) => candidate.id === target.unitId);
  const module = unit?.modules.find((candidate) => candidate.id === target.moduleId);
  if (!unit || !module) {
    // Someone who may not study the course learns nothing of its outline.
    await loadStudyTree(ctx, user, target.courseId);
    throw badRequest(NOT_IN_COURSE);
  }
  // Only a dripped unit needs the enrolment read here; the statement below checks ownership.
  if (unit.releaseAfterDays !== null || unit.releaseDate !== null) {
    refuseClosedUnit(await loadStudyTree(ctx, user, target.courseId), unit.id);
  }
  const mark = {
    userId: user.id,
    courseId: target.courseId,
    moduleId: target.moduleId,
    now: ctx.now(),
    anyCourse: mayStudyAnyCourse(user),
  };
  let marked = await markModuleSeen(ctx.db, { ...mark, insert: !hasVideo(module) });
  if (marked.mayStudy && hasVideo(module) && !marked.seenBefore) {
    const { credited, reported } = marked.watching;
    if (!isWatched(credited, lessonLength(module.durationMinutes, reported))) {
      throw conflict(NOT_WATCHED);
    }
    marked = await markModuleSeen(ctx.db, { ...mark, insert: true });
  }
  if (!marked.mayStudy) throw forbidden(NOT_OWNED);
  const progress = summarize(tree, marked.seen, marked.passedQuizzes);
  if (isComplete(progress)) await certify(ctx, user.id, target.courseId);
  return progress;
}

/** The certificate of a complete course, issued (and e-mailed) unless one ever was. */
async function certify(ctx: ServiceContext, userId: string, courseId: number): Promise<void> {
  if (await hasCertificate(ctx.db, userId, courseId)) return;
  const mail = await ctx.db.transaction((tx) => issueCertificate(ctx, tx, { userId, courseId }));
  if (mail) void ctx.mail.deliver([mail]);
}
