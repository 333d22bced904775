import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '../web/components/markdown/Markdown';

/**
 * Course content as the pages show it, rendered here by the pages' own markdown renderer (raw
 * HTML skipped, every text escaped by React), so that a page the browser draws need not download
 * and run the renderer before showing it. `noImages` and `siteOrigin` for what students write
 * (see Markdown).
 */
export function markdownHtml(
  content: string,
  options: { noImages?: boolean; siteOrigin?: string } = {},
): string {
  return content.trim() === ''
    ? ''
    : renderToStaticMarkup(createElement(Markdown, { children: content, ...options }));
}
