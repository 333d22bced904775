import { BRAND } from '../../../shared/brand';
import type { PageMeta } from '../../../shared/page-meta';
import { NOT_FOUND_META } from '../../../shared/page-meta/not-found';
import { findSitePage } from '../../../web/page-registry';
import type { BundleDetail } from '../../../shared/responses/bundles';
import type { Catalogue } from '../courses/catalogue';
import { bundleHead } from './bundle-head';
import { previewHead } from './preview-head';
import { aggregateRatingOf, itemHead, offerOf } from './item-head';

export type PageHead = {
  status: 200 | 404;
  meta: PageMeta;
  path: string;
  ogType: 'website' | 'article';
  image?: string;
  indexable: boolean;
  /** Structured data for search engines (schema.org), sent as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The courses the page lists, in order: sent as a schema.org ItemList beside `jsonLd`. */
  listedCourses?: { name: string; courses: ListedCourse[] };
};

/** A course as a page lists it; `path`: its page's, when it has one. */
export type ListedCourse = { name: string; description: string; path?: string };

/** Where the heads of the pages of one course or one bundle read them. */
export type PageHeadSources = {
  catalogue: Catalogue;
  /** A visible bundle's page; undefined for a hidden or unknown one. */
  bundle: (id: number) => Promise<BundleDetail | undefined>;
};

const ITEM_ID = /^\d{1,9}$/;

/**
 * Decides the status and the head tags the server sends for a page address, from the site's
 * pages (web/page-registry.ts). Course pages read the cached catalogue, so sharing previews cost
 * no database query; a bundle's page reads the bundle.
 */
export async function resolvePageHead(
  { catalogue, bundle: readBundle }: PageHeadSources,
  pathname: string,
  now: Date,
): Promise<PageHead> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = findSitePage(path);
  const meta = found?.page.meta;
  if (found && meta && typeof meta !== 'string') {
    // An address without parameters is the page's own, whatever the case of its letters.
    const canonical = /[:*]/.test(found.page.path) ? path : found.page.path;
    const indexable = found.page.index !== 'no';
    return { status: 200, meta, path: canonical, ogType: 'website', indexable };
  }

  const id = found && ITEM_ID.test(found.params.id ?? '') ? Number(found.params.id) : undefined;
  if (meta === 'bundle' && id !== undefined) {
    const bundle = await readBundle(id);
    if (bundle) return bundleHead(bundle, now);
  }
  if (meta === 'course' && id !== undefined) {
    const course = (await catalogue.list()).find((candidate) => candidate.id === id);
    if (course) {
      return {
        ...itemHead(course, `/courses/${course.id}/${course.slug}`, 'article'),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: course.title,
          description: course.description,
          inLanguage: 'es-AR',
          provider: { '@type': 'Organization', name: BRAND.name },
          offers: { ...offerOf(course, now), category: 'Paid' },
          // Only from MIN_REVIEWS_SHOWN real reviews on, as the page shows them.
          ...(course.rating ? { aggregateRating: aggregateRatingOf(course.rating) } : {}),
        },
      };
    }
  }
  if (meta === 'preview' && id !== undefined) {
    const head = await previewHead(catalogue, id, Number(found?.params.moduleId));
    if (head) return head;
  }
  return { status: 404, meta: NOT_FOUND_META, path, ogType: 'website', indexable: false };
}
