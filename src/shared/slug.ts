import slugify from 'slugify';

/** Longer slugs are cut at a word: course addresses stay short and under the router's limit. */
export const MAX_SLUG_LENGTH = 80;

/** URL slug of a title: lower case, no accents, words joined by hyphens, at most 80 characters. */
export function toSlug(title: string): string {
  const slug = slugify(title, { lower: true, strict: true, locale: 'es', trim: true });
  if (slug.length <= MAX_SLUG_LENGTH) return slug || 'curso';
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, MAX_SLUG_LENGTH)) || 'curso';
}
