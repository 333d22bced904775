import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { BundleForm } from '../../../shared/bundles';
import type { AdminBundle } from '../../../shared/responses/bundles';
import { toSlug } from '../../../shared/slug';
import type { ServiceContext } from '../../context';
import { courses, purchases } from '../../db/schema';
import { fieldError, notFound } from '../../errors';
import { readCoverPicture, storeCoverPicture } from '../courses/cover-picture';
import { loadBundle, loadBundles, saveBundle, type BundleWithCourses } from './bundle-store';

export const BUNDLE_UNKNOWN = 'No encontramos esa ruta.';
const COURSE_GONE = 'Uno de los cursos elegidos ya no existe: volvé a elegirlos.';

function toAdminBundle(bundle: BundleWithCourses, sales: number): AdminBundle {
  return {
    id: bundle.id,
    slug: bundle.slug,
    title: bundle.title,
    description: bundle.description,
    picture: bundle.pictureUrl ? { url: bundle.pictureUrl } : null,
    visibility: bundle.visibility,
    price: bundle.price,
    salePrice: bundle.salePrice,
    saleEndsAt: bundle.saleEndsAt?.toISOString() ?? null,
    courseIds: bundle.courses.map((course) => course.id),
    sales,
    createdAt: bundle.createdAt.toISOString(),
    updatedAt: bundle.updatedAt.toISOString(),
  };
}

/** Approved purchases per bundle, or of one (refunded ones are no longer sales). */
async function salesPerBundle(ctx: ServiceContext, only?: number): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ bundleId: purchases.bundleId, sales: count() })
    .from(purchases)
    .where(
      and(
        only === undefined ? isNotNull(purchases.bundleId) : eq(purchases.bundleId, only),
        eq(purchases.status, 'approved'),
      ),
    )
    .groupBy(purchases.bundleId);
  return new Map(rows.map((row) => [row.bundleId!, row.sales]));
}

/** Every bundle, newest first, hidden ones too, with its approved sales. */
export async function adminBundles(ctx: ServiceContext): Promise<AdminBundle[]> {
  const [rows, sales] = await Promise.all([
    loadBundles(ctx.db, { visibleOnly: false }),
    salesPerBundle(ctx),
  ]);
  return rows.map((bundle) => toAdminBundle(bundle, sales.get(bundle.id) ?? 0));
}

async function checkCourses(ctx: ServiceContext, courseIds: number[]): Promise<void> {
  const found = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, courseIds));
  if (found.length !== courseIds.length) throw fieldError('courseIds', COURSE_GONE);
}

/**
 * Saves a bundle from the panel's form, new (`id` undefined) or over an existing one: its
 * courses must exist, its picture is stored as a course's cover is, and the course pages that
 * name it are told.
 */
export async function saveAdminBundle(
  ctx: ServiceContext,
  input: BundleForm,
  id?: number,
): Promise<AdminBundle> {
  const existing = id === undefined ? undefined : await loadBundle(ctx.db, id);
  if (id !== undefined && !existing) throw notFound(BUNDLE_UNKNOWN);
  await checkCourses(ctx, input.courseIds);
  const cover = await readCoverPicture(input.picture, existing?.pictureUrl ?? null);
  const pictureUrl = await storeCoverPicture(ctx, cover);
  const savedId = await saveBundle(
    ctx.db,
    {
      slug: input.slug || toSlug(input.title),
      title: input.title,
      description: input.description,
      pictureUrl,
      visibility: input.visibility,
      price: input.price,
      salePrice: input.salePrice,
      saleEndsAt: input.saleEndsAt,
      courseIds: input.courseIds,
    },
    ctx.now(),
    id,
  );
  await ctx.invalidation.publish('catalogue');
  const saved = await loadBundle(ctx.db, savedId);
  return toAdminBundle(saved!, (await salesPerBundle(ctx, savedId)).get(savedId) ?? 0);
}
