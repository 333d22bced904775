import { BRAND } from '../../../shared/brand';
import { formatTitle } from '../../../shared/page-meta';
import { escapeHtml } from '../../escape-html';
import type { PageHead } from './page-head';

export const HEAD_PLACEHOLDER = '<!--app-head-->';

function absolute(appUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${appUrl}/`).toString();
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
    const data = {
      ...head.jsonLd,
      url: absolute(appUrl, head.path),
      image: absolute(appUrl, head.image ?? '/og-image.png'),
    };
    // Escaping "<" keeps a title like "</script>" from closing the tag.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    );
  }
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(HEAD_PLACEHOLDER, tags.join('\n    '));
}
