import { BRAND } from '../../../shared/brand';
import type { PageMeta } from '../../../shared/page-meta';
import { PAGE_META } from '../../../shared/page-meta/all';
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

type StaticRoute = { pattern: RegExp; meta: PageMeta; indexable: boolean };

const privateMeta = (title: string): PageMeta => ({
  title,
  description: PAGE_META.home.description,
});

/** The client's routes whose head does not depend on data; anything else is a 404. */
const STATIC_ROUTES: StaticRoute[] = [
  { pattern: /^\/$/, meta: PAGE_META.home, indexable: true },
  { pattern: /^\/services$/, meta: PAGE_META.services, indexable: true },
  { pattern: /^\/courses$/, meta: PAGE_META.courses, indexable: true },
  { pattern: /^\/terms-and-conditions$/, meta: PAGE_META.terms, indexable: true },
  { pattern: /^\/privacy-policy$/, meta: PAGE_META.privacy, indexable: true },
  { pattern: /^\/arrepentimiento$/, meta: PAGE_META.arrepentimiento, indexable: true },
  {
    pattern: /^\/arrepentimiento\/confirmar\/[^/]+$/,
    meta: PAGE_META.arrepentimiento,
    indexable: false,
  },
  { pattern: /^\/baja$/, meta: PAGE_META.baja, indexable: true },
  { pattern: /^\/baja\/confirmar\/[^/]+\/[^/]+$/, meta: PAGE_META.baja, indexable: false },
  { pattern: /^\/auth\/register$/, meta: PAGE_META.register, indexable: true },
  { pattern: /^\/auth\/login$/, meta: PAGE_META.login, indexable: true },
  {
    pattern: /^\/auth\/login\/reset-password(\/[^/]+\/[^/]+)?$/,
    meta: PAGE_META.resetPassword,
    indexable: false,
  },
  {
    pattern: /^\/payments\/(success|failure|pending|sandbox\/[^/]+)$/,
    meta: PAGE_META.paymentResult,
    indexable: false,
  },
  { pattern: /^\/buy$/, meta: privateMeta('Comprar curso'), indexable: false },
  { pattern: /^\/account(\/.*)?$/, meta: privateMeta('Mi cuenta'), indexable: false },
  { pattern: /^\/panel(\/.*)?$/, meta: privateMeta('Panel de administración'), indexable: false },
];

const COURSE_PAGE = /^\/courses\/(\d{1,9})\/([^/]+)$/;

/**
 * Decides the status and the head tags the server sends for a page address. Course pages read
 * the cached catalogue, so sharing previews cost no database query.
 */
export async function resolvePageHead(catalogue: Catalogue, pathname: string): Promise<PageHead> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = STATIC_ROUTES.find((candidate) => candidate.pattern.test(path));
  if (route)
    return { status: 200, meta: route.meta, path, ogType: 'website', indexable: route.indexable };

  const coursePage = COURSE_PAGE.exec(path);
  if (coursePage) {
    const id = Number(coursePage[1]);
    const course = (await catalogue.list()).find((candidate) => candidate.id === id);
    if (course) {
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
          offers: { '@type': 'Offer', category: 'Paid', price: course.price, priceCurrency: 'ARS' },
        },
      };
    }
  }
  return { status: 404, meta: PAGE_META.notFound, path, ogType: 'website', indexable: false };
}
