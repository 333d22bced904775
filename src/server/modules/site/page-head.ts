import { BRAND } from '../../../shared/brand';
import { lastCalendarDay } from '../../../shared/format-date';
import { saleInForce } from '../../../shared/pricing';
import type { PageMeta } from '../../../shared/page-meta';
import { NOT_FOUND_META } from '../../../shared/page-meta/not-found';
import { findSitePage } from '../../../web/page-registry';
import type { Catalogue } from '../courses/catalogue';

export type PageHead = {
  status: 200 | 404;
  meta: PageMeta;
  path: string;
  ogType: 'website' | 'article';
  image?: string;
  indexable: boolean;
  /** Structured data for search engines (schema.org), sent as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

const COURSE_ID = /^\d{1,9}$/;

/**
 * Decides the status and the head tags the server sends for a page address, from the site's
 * pages (web/page-registry.ts). Course pages read the cached catalogue, so sharing previews cost
 * no database query.
 */
export async function resolvePageHead(
  catalogue: Catalogue,
  pathname: string,
  now: Date,
): Promise<PageHead> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = findSitePage(path);
  const meta = found?.page.meta;
  if (found && meta && meta !== 'course') {
    // An address without parameters is the page's own, whatever the case of its letters.
    const canonical = /[:*]/.test(found.page.path) ? path : found.page.path;
    const indexable = found.page.index !== 'no';
    return { status: 200, meta, path: canonical, ogType: 'website', indexable };
  }

  if (found && COURSE_ID.test(found.params.id ?? '')) {
    const id = Number(found.params.id);
    const course = (await catalogue.list()).find((candidate) => candidate.id === id);
    if (course) {
      const sale = saleInForce(course, now);
      return {
        status: 200,
        meta: { title: course.title, description: course.description },
        path: `/courses/${course.id}/${course.slug}`,
        ogType: 'article',
        image: course.picture?.url,
        indexable: true,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: course.title,
          description: course.description,
          inLanguage: 'es-AR',
          provider: { '@type': 'Organization', name: BRAND.name },
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: sale?.price ?? course.price,
            priceCurrency: 'ARS',
            ...(sale ? { priceValidUntil: lastCalendarDay(sale.endsAt) } : {}),
          },
        },
      };
    }
  }
  return { status: 404, meta: NOT_FOUND_META, path, ogType: 'website', indexable: false };
}
