import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { averageOf, REVIEWS_PAGE_SIZE, reviewAuthor } from '../../../shared/course-reviews';
import type { CourseReviewsAnswer } from '../../../shared/responses/course-reviews';
import type { ServiceContext } from '../../context';
import { pageWindow } from '../../db/paginate';
import { courseReviews, users } from '../../db/schema';
import { notFound } from '../../errors';
import { COURSE_NOT_FOUND } from '../courses/service';

/**
 * A page of a visible course's visible reviews, newest first, with the average and count of all
 * of them. Authors go by first name and initial: never their last name or e-mail.
 */
export async function publicReviews(
  ctx: ServiceContext,
  courseId: number,
  page: number,
): Promise<CourseReviewsAnswer> {
  // The catalogue in memory knows the visible courses: a hidden or unknown one costs no query.
  if (!(await ctx.catalogue.list()).some((card) => card.id === courseId)) {
    throw notFound(COURSE_NOT_FOUND);
  }
  const visible = and(eq(courseReviews.courseId, courseId), isNull(courseReviews.hiddenAt));
  const [[summary], rows] = await Promise.all([
    ctx.db
      .select({
        count: count(),
        sum: sql<number>`coalesce(sum(${courseReviews.rating}), 0)`.mapWith(Number),
      })
      .from(courseReviews)
      .where(visible),
    ctx.db
      .select({ row: courseReviews, name: users.name, lastname: users.lastname })
      .from(courseReviews)
      .innerJoin(users, eq(users.id, courseReviews.userId))
      .where(visible)
      .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset(pageWindow(page, REVIEWS_PAGE_SIZE).offset),
  ]);
  const total = summary?.count ?? 0;
  return {
    average: averageOf(summary?.sum ?? 0, total),
    count: total,
    reviews: rows.map(({ row, name, lastname }) => ({
      rating: row.rating,
      text: row.text,
      author: reviewAuthor(name, lastname),
      createdAt: row.createdAt.toISOString(),
      ...(row.reply === null
        ? {}
        : { reply: row.reply, repliedAt: (row.repliedAt ?? row.updatedAt).toISOString() }),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
  };
}
