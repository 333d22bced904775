import { SITE_PAGES } from '../../../web/page-registry';
import type { BundleCard } from '../../../shared/responses/bundles';
import type { CourseCard } from '../../../shared/responses/courses';

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * sitemap.xml: the pages web/page-registry.ts lists there, plus every visible course's and
 * bundle's page.
 */
export function buildSitemap(appUrl: string, courses: CourseCard[], bundles: BundleCard[]): string {
  const entries = [
    ...SITE_PAGES.filter((page) => page.index === 'sitemap').map((page) => ({
      loc: `${appUrl}${page.path}`,
    })),
    ...courses.map((course) => ({
      loc: `${appUrl}/courses/${course.id}/${course.slug}`,
      lastmod: course.updatedAt.slice(0, 10),
    })),
    ...bundles.map((bundle) => ({
      loc: `${appUrl}/rutas/${bundle.id}/${bundle.slug}`,
      lastmod: bundle.updatedAt.slice(0, 10),
    })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${'lastmod' in entry ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account/',
    'Disallow: /panel/',
    'Disallow: /buy',
    'Disallow: /payments/',
    'Disallow: /api/',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
