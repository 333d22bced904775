import { readFile } from 'node:fs/promises';
import path from 'node:path';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const BUILT_HREF = /\bhref="\/(assets\/[\w.-]+\.css)"/;

/**
 * The page template with the built stylesheets written into it: the first paint waits for no
 * request but the page's own (the site's CSS is one small file, ~13 KiB compressed). A link that
 * is not one of the build's files, or a file that could close the tag, is left as it is.
 */
export async function inlineStylesheets(template: string, webDir: string): Promise<string> {
  const links = template.match(STYLESHEET_LINK) ?? [];
  let inlined = template;
  for (const link of links) {
    const file = BUILT_HREF.exec(link)?.[1];
    if (!file) continue;
    const css = await readFile(path.join(webDir, file), 'utf8').catch(() => undefined);
    if (css === undefined || /<\/style/i.test(css)) continue;
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}
