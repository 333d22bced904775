import { count, isNull, sql } from 'drizzle-orm';
import { shownRating } from '../../../shared/course-reviews';
import type { CourseRating } from '../../../shared/responses/courses';
import type { Db } from '../../db/client';
import { courseReviews } from '../../db/schema';

/**
 * Every course's rating from its visible reviews, in one grouped query for the whole catalogue;
 * a course missing from the map has no visible review. The reviews module writes the table.
 */
export async function visibleRatings(db: Db): Promise<Map<number, CourseRating>> {
  const rows = await db
    .select({
      courseId: courseReviews.courseId,
      count: count(),
      sum: sql<number>`sum(${courseReviews.rating})`.mapWith(Number),
    })
    .from(courseReviews)
    .where(isNull(courseReviews.hiddenAt))
    .groupBy(courseReviews.courseId);
  return new Map(rows.map((row) => [row.courseId, shownRating(row.sum, row.count)]));
}
