import { count, countDistinct, desc, eq } from 'drizzle-orm';
import type { CourseForm } from '../../../shared/course-form';
import { toSlug } from '../../../shared/slug';
import type { ServiceContext } from '../../context';
import { courseModules, courses, courseUnits } from '../../db/schema';
import { notFound } from '../../errors';
import { studentsPerCourse } from '../enrollments/service';
import { checkCourse } from './course-checks';
import { checkInstructor } from './course-instructor';
import { saveCourseItems } from './course-items';
import { insertCourseRows } from './course-store';
import { loadCourseTree, type CourseTree } from './course-tree';
import { storeCoverPicture } from './cover-picture';
import { materialRows } from './material-files';
import type { AdminCourse, AdminCourseCard } from '../../../shared/responses/admin';

export const COURSE_NOT_FOUND = 'No encontramos ese curso.';

function toAdminCourse(tree: CourseTree): AdminCourse {
  return {
    id: tree.id,
    slug: tree.slug,
    title: tree.title,
    description: tree.description,
    category: tree.category,
    visibility: tree.visibility,
    price: tree.price,
    salePrice: tree.salePrice,
    saleEndsAt: tree.saleEndsAt?.toISOString() ?? null,
    content: tree.content,
    picture: tree.pictureUrl ? { url: tree.pictureUrl } : null,
    urlTrailer: tree.urlTrailer,
    instructorId: tree.instructorId,
    learningList: tree.learningList,
    included: tree.included,
    faq: tree.faq,
    units: tree.units,
    materials: tree.materials,
    createdAt: tree.createdAt.toISOString(),
    updatedAt: tree.updatedAt.toISOString(),
  };
}

/*
 * The course editor's work: the panel's routes call these, and they are the only writers of a
 * course besides the seeds' `insertCourse` (both through course-store.ts).
 */

/** The whole course for the editor, hidden or not, with video ids and material links. */
export async function adminCourse(ctx: ServiceContext, courseId: number): Promise<AdminCourse> {
  const tree = await loadCourseTree(ctx.db, courseId, { visibleOnly: false });
  if (!tree) throw notFound(COURSE_NOT_FOUND);
  return toAdminCourse(tree);
}

/** Every course, hidden ones included, newest first, with its size and its students. */
export async function adminCourseList(ctx: ServiceContext): Promise<AdminCourseCard[]> {
  const { db } = ctx;
  const [rows, sizes, students] = await Promise.all([
    db.select().from(courses).orderBy(desc(courses.createdAt), desc(courses.id)),
    db
      .select({
        courseId: courseUnits.courseId,
        units: countDistinct(courseUnits.id),
        modules: count(courseModules.id),
      })
      .from(courseUnits)
      .leftJoin(courseModules, eq(courseModules.unitId, courseUnits.id))
      .groupBy(courseUnits.courseId),
    studentsPerCourse(db),
  ]);
  const sizeOf = new Map(sizes.map((row) => [row.courseId, row]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    visibility: row.visibility,
    price: row.price,
    picture: row.pictureUrl ? { url: row.pictureUrl } : null,
    updatedAt: row.updatedAt.toISOString(),
    units: sizeOf.get(row.id)?.units ?? 0,
    modules: sizeOf.get(row.id)?.modules ?? 0,
    students: students.get(row.id) ?? 0,
  }));
}

const courseFields = (input: CourseForm, pictureUrl: string | null) => ({
  slug: toSlug(input.title),
  title: input.title,
  description: input.description,
  category: input.category,
  visibility: input.visibility,
  price: input.price,
  salePrice: input.salePrice,
  saleEndsAt: input.saleEndsAt,
  content: input.content,
  urlTrailer: input.urlTrailer,
  instructorId: input.instructorId,
  included: input.included,
  faq: input.faq,
  pictureUrl,
});

export async function createCourse(ctx: ServiceContext, input: CourseForm): Promise<AdminCourse> {
  await checkInstructor(ctx.db, input.instructorId);
  const cover = await checkCourse(input);
  const materials = await materialRows(ctx, input.materials);
  const pictureUrl = await storeCoverPicture(ctx, cover);
  const now = ctx.now();
  const courseId = await ctx.db.transaction((tx) =>
    insertCourseRows(
      tx,
      { ...courseFields(input, pictureUrl), createdAt: now, updatedAt: now },
      { ...input, materials },
    ),
  );
  await ctx.invalidation.publish('catalogue');
  return adminCourse(ctx, courseId);
}

/**
 * Saves an edit of the whole course. The slug follows the title; old addresses keep working
 * because courses are found by id and answered with their current slug.
 */
export async function updateCourse(
  ctx: ServiceContext,
  courseId: number,
  input: CourseForm,
): Promise<AdminCourse> {
  const existing = await loadCourseTree(ctx.db, courseId, { visibleOnly: false });
  if (!existing) throw notFound(COURSE_NOT_FOUND);
  await checkInstructor(ctx.db, input.instructorId);
  const cover = await checkCourse(input, existing);
  const materials = await materialRows(ctx, input.materials);
  const pictureUrl = await storeCoverPicture(ctx, cover);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({ ...courseFields(input, pictureUrl), updatedAt: ctx.now() })
      .where(eq(courses.id, courseId));
    await saveCourseItems(tx, courseId, { ...input, materials });
  });
  await ctx.invalidation.publish('catalogue');
  return adminCourse(ctx, courseId);
}
