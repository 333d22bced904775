import { BRAND } from '../../../shared/brand';
import { formatTitle } from '../../../shared/page-meta';
import { escapeHtml } from '../../escape-html';
import type { PageHead } from './page-head';

export const HEAD_PLACEHOLDER = '<!--app-head-->';

function absolute(appUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${appUrl}/`).toString();
}

// Escaping "<" keeps a title like "</script>" from closing the tag.
const jsonLdScript = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;

/** The courses a page lists, in order, as a schema.org ItemList of Courses. */
function courseList({ name, courses }: NonNullable<PageHead['listedCourses']>, appUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        name: course.name,
        description: course.description,
        provider: { '@type': 'Organization', name: BRAND.name },
        ...(course.path ? { url: absolute(appUrl, course.path) } : {}),
      },
    })),
  };
}

/** Fills the template's head placeholder with the page's title, description and Open Graph tags. */
export function renderPageHtml(template: string, head: PageHead, appUrl: string): string {
  const title = escapeHtml(formatTitle(head.meta.title));
  const description = escapeHtml(head.meta.description);
  const url = escapeHtml(absolute(appUrl, head.path));
  const image = escapeHtml(absolute(appUrl, head.image ?? '/og-image.png'));
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    head.indexable
      ? `<link rel="canonical" href="${url}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:locale" content="es_AR" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (head.jsonLd) {
    tags.push(
      jsonLdScript({
        ...head.jsonLd,
        url: absolute(appUrl, head.path),
        image: absolute(appUrl, head.image ?? '/og-image.png'),
      }),
    );
  }
  if (head.listedCourses) tags.push(jsonLdScript(courseList(head.listedCourses, appUrl)));
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(HEAD_PLACEHOLDER, tags.join('\n    '));
}
