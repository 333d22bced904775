import slugify from 'slugify';

/** URL slug of a title: lower case, no accents, words joined by hyphens. */
export function toSlug(title: string): string {
  return slugify(title, { lower: true, strict: true, locale: 'es', trim: true }) || 'curso';
}
