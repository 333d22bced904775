import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundleCourses, bundles } from '../../db/schema';
import type { BundleRef } from '../../../shared/responses/courses';

/** The visible bundles that include a course, for its page's 'Incluido en la ruta …'. */
export async function bundlesIncluding(db: Db, courseId: number): Promise<BundleRef[]> {
  return db
    .select({ id: bundles.id, slug: bundles.slug, title: bundles.title })
    .from(bundleCourses)
    .innerJoin(bundles, eq(bundleCourses.bundleId, bundles.id))
    .where(and(eq(bundleCourses.courseId, courseId), eq(bundles.visibility, true)))
    .orderBy(asc(bundles.createdAt), asc(bundles.id));
}
