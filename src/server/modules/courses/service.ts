import type { ServiceContext } from '../../context';
import { bundlesIncluding } from './course-bundles';
import { notFound } from '../../errors';
import { ownedCourseIds, studentsOf } from '../enrollments/service';
import { courseFacts, toCourseDetail } from './public-course';
import { pickRelated } from './recommendations';
import type { CourseDetail } from '../../../shared/responses/courses';

export const COURSE_NOT_FOUND = 'No encontramos ese curso.';

/** A visible course's public page, with suggestions that leave out what the viewer owns. */
export async function publicCourse(
  ctx: ServiceContext,
  courseId: number,
  viewerId: string | undefined,
): Promise<CourseDetail> {
  const tree = await ctx.catalogue.course(courseId);
  if (!tree) throw notFound(COURSE_NOT_FOUND);
  const ownedIds = viewerId ? await ownedCourseIds(ctx.db, viewerId) : new Set<number>();
  const catalogue = await ctx.catalogue.list();
  const related = pickRelated(catalogue, { courseId: tree.id, ownedIds });
  const [{ maxInstallments, interestFree }, bundles, students] = await Promise.all([
    ctx.paymentSettings.get(),
    bundlesIncluding(ctx.db, tree.id),
    studentsOf(ctx.db, tree.id),
  ]);
  return {
    ...toCourseDetail(tree, related, bundles),
    installments: { max: maxInstallments, interestFree },
    faq: tree.faq,
    facts: courseFacts(tree, students),
    rating: catalogue.find((card) => card.id === tree.id)?.rating ?? null,
  };
}
