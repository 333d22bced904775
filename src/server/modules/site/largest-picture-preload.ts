const PRIORITY_PICTURE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * A `<link rel="preload">` for the picture a rendered page marks as its largest (the one with
 * `fetchpriority="high"`), so the browser asks for it with the head, before the body's markup.
 * The attributes are copied as the renderer escaped them.
 */
export function largestPicturePreload(renderedHtml: string): string | undefined {
  const tag = PRIORITY_PICTURE.exec(renderedHtml)?.[0];
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) return undefined;
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  return [
    `<link rel="preload" as="image" href="${src}"`,
    srcset ? ` imagesrcset="${srcset}"` : '',
    srcset && sizes ? ` imagesizes="${sizes}"` : '',
    ' fetchpriority="high" />',
  ].join('');
}
