import type { BundleDetail } from '../../../shared/responses/bundles';
import { itemHead, offerOf } from './item-head';
import type { PageHead } from './page-head';

/**
 * A bundle's page head: its title and description, and for search engines the bundle as a
 * Product on sale, with its courses as an ItemList (render-html.ts writes both).
 */
export function bundleHead(bundle: BundleDetail, now: Date): PageHead {
  return {
    ...itemHead(bundle, `/rutas/${bundle.id}/${bundle.slug}`, 'website'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: bundle.title,
      description: bundle.description,
      offers: { ...offerOf(bundle, now), availability: 'https://schema.org/InStock' },
    },
    listedCourses: {
      name: bundle.title,
      courses: bundle.courses.map((course) => ({
        name: course.title,
        description: course.description,
        path: course.visible ? `/courses/${course.id}/${course.slug}` : undefined,
      })),
    },
  };
}
