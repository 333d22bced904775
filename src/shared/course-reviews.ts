// Students' reviews of a course: the rules both the server and the pages read.
// Without zod: the course page's first download reads the labels (course-review-schemas.ts has the forms).

/** A student may review a course once they have completed this share of it (server-counted). */
export const REVIEW_MIN_PROGRESS_PERCENT = 30;

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 1000;

/** Reviews sent (new or edited) by one student in 24 hours, across courses. */
export const REVIEW_SUBMISSIONS_PER_DAY = 5;

/** A course shows its average and count, and its JSON-LD `aggregateRating`, from this many. */
export const MIN_REVIEWS_SHOWN = 3;

export const REVIEWS_PAGE_SIZE = 10;

/** How a review names its author: first name and the last name's initial ('María G.'). */
export function reviewAuthor(name: string, lastname: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const initial = lastname.trim().charAt(0).toLocaleUpperCase('es-AR');
  return initial ? `${first} ${initial}.` : first;
}

/** The average of `count` ratings adding up to `sum`, to one decimal, half up; null with none. */
export function averageOf(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum * 10) / count) / 10;
}

/** The average of ratings to one decimal, half away from zero (4.75 → 4.8); null with none. */
export function averageRating(ratings: number[]): number | null {
  return averageOf(
    ratings.reduce((total, rating) => total + rating, 0),
    ratings.length,
  );
}

/** What the course page and the cards show: the average and count, from MIN_REVIEWS_SHOWN on. */
export function shownRating(sum: number, count: number): { average: number; count: number } | null {
  const average = averageOf(sum, count);
  return average === null || count < MIN_REVIEWS_SHOWN ? null : { average, count };
}

/** A rating as the course page and the cards show it: '4,8', a star, '(37 opiniones)'. */
export function ratingFigures(average: number, count: number) {
  return {
    average: average.toLocaleString('es-AR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
    count: `(${count} ${count === 1 ? 'opinión' : 'opiniones'})`,
  };
}

/** May a student who completed `done` of `total` steps review: at least the share, exactly. */
export const mayReview = (done: number, total: number) =>
  total > 0 && done * 100 >= REVIEW_MIN_PROGRESS_PERCENT * total;
