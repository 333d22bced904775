import { priceInForce } from '../../../shared/pricing';
import type { BundleCard, BundleCourse, BundleDetail } from '../../../shared/responses/bundles';
import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { publicPrice } from '../courses/catalogue';
import { BUNDLE_NOT_FOUND } from '../../../shared/bundles';
import {
  loadBundle,
  loadBundles,
  type BundleCourseRow,
  type BundleWithCourses,
} from './bundle-store';

const picture = (url: string | null) => (url ? { url } : null);

function toBundleCourse(row: BundleCourseRow): BundleCourse {
  return {
    ...publicPrice(row),
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    picture: picture(row.pictureUrl),
    visible: row.visibility,
  };
}

export function toBundleCard(bundle: BundleWithCourses, now: Date): BundleCard {
  const separate = bundle.courses.reduce((sum, course) => sum + priceInForce(course, now), 0);
  return {
    ...publicPrice(bundle),
    id: bundle.id,
    slug: bundle.slug,
    title: bundle.title,
    description: bundle.description,
    picture: picture(bundle.pictureUrl),
    courseCount: bundle.courses.length,
    separatePrice: Math.round(separate * 100) / 100,
    updatedAt: bundle.updatedAt.toISOString(),
  };
}

/** The visible bundles for the catalogue, oldest first. */
export async function listVisibleBundles(ctx: ServiceContext): Promise<BundleCard[]> {
  const now = ctx.now();
  const rows = await loadBundles(ctx.db, { visibleOnly: true });
  return rows.map((bundle) => toBundleCard(bundle, now));
}

/** A visible bundle for sale, with its courses: not found when hidden or unknown. */
export async function bundleForSale(ctx: ServiceContext, id: number): Promise<BundleWithCourses> {
  const bundle = await loadBundle(ctx.db, id);
  if (!bundle?.visibility || bundle.courses.length === 0) throw notFound(BUNDLE_NOT_FOUND);
  return bundle;
}

/** A visible bundle's page: its courses in order, with the checkout's cuotas. */
export async function publicBundle(ctx: ServiceContext, id: number): Promise<BundleDetail> {
  const bundle = await bundleForSale(ctx, id);
  const { maxInstallments, interestFree } = await ctx.paymentSettings.get();
  return {
    ...toBundleCard(bundle, ctx.now()),
    courses: bundle.courses.map(toBundleCourse),
    installments: { max: maxInstallments, interestFree },
  };
}
