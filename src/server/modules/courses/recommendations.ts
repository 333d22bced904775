import type { CourseCard, RelatedCourse } from '../../../shared/responses/courses';

export const MAX_RELATED = 2;

/**
 * Up to two visible courses picked at random, leaving out the current one and those the
 * person already owns; none when nothing remains.
 */
export function pickRelated(
  catalogue: CourseCard[],
  exclude: { courseId: number; ownedIds: Set<number> },
  random: () => number = Math.random,
): RelatedCourse[] {
  const candidates = catalogue.filter(
    (course) => course.id !== exclude.courseId && !exclude.ownedIds.has(course.id),
  );
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j] as CourseCard, candidates[i] as CourseCard];
  }
  return candidates
    .slice(0, MAX_RELATED)
    .map(({ id, slug, title, description, category, picture }) => ({
      id,
      slug,
      title,
      description,
      category,
      picture,
    }));
}
