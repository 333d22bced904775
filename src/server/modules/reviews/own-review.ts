import { and, eq, gt, count } from 'drizzle-orm';
import {
  REVIEW_MIN_PROGRESS_PERCENT,
  REVIEW_SUBMISSIONS_PER_DAY,
} from '../../../shared/course-reviews';
import { REVIEWS_RATE_MESSAGE, type Review } from '../../../shared/course-review-schemas';
import type { OwnReview, OwnReviewAnswer } from '../../../shared/responses/course-reviews';
import type { ServiceContext } from '../../context';
import { courseReviewSubmissions, courseReviews, users } from '../../db/schema';
import { AppError, forbidden } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { notYetMessage, reviewStanding } from './standing';

const DAY_MS = 24 * 60 * 60 * 1000;

type ReviewRow = typeof courseReviews.$inferSelect;

const toOwnReview = (row: ReviewRow): OwnReview => ({
  rating: row.rating,
  text: row.text,
  hidden: row.hiddenAt !== null,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The owner's review of the course, if any, and whether they may write (or rewrite) one. */
export async function ownReview(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
): Promise<OwnReviewAnswer> {
  const standing = await reviewStanding(ctx, user, courseId);
  const [row] = await ctx.db
    .select()
    .from(courseReviews)
    .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.userId, user.id)));
  return {
    review: row ? toOwnReview(row) : null,
    ...standing,
    minPercent: REVIEW_MIN_PROGRESS_PERCENT,
  };
}

/**
 * Writes the owner's review of the course, or rewrites it in place: one per student and course.
 * Every send counts towards REVIEW_SUBMISSIONS_PER_DAY in a rolling 24 hours, read with the
 * person's row locked so that concurrent sends, on any instance, are counted in turn. A rewrite
 * of a review the firm hid stays hidden until the panel shows it again: hiding is the firm's
 * decision about the review, not about one wording of it.
 */
export async function sendReview(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
  { rating, text }: Review,
): Promise<OwnReview> {
  const standing = await reviewStanding(ctx, user, courseId);
  if (!standing.eligible) throw forbidden(notYetMessage(standing.percent));
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const [recent] = await tx
      .select({ total: count() })
      .from(courseReviewSubmissions)
      .where(
        and(
          eq(courseReviewSubmissions.userId, user.id),
          gt(courseReviewSubmissions.submittedAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.total ?? 0) >= REVIEW_SUBMISSIONS_PER_DAY) {
      throw new AppError('too_many_requests', REVIEWS_RATE_MESSAGE);
    }
    await tx.insert(courseReviewSubmissions).values({ userId: user.id, submittedAt: now });
    const [saved] = await tx
      .insert(courseReviews)
      .values({ courseId, userId: user.id, rating, text, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [courseReviews.courseId, courseReviews.userId],
        set: { rating, text, updatedAt: now },
      })
      .returning();
    return saved!;
  });
  // The course page and the cards show the average and count: their copies are stale now.
  await ctx.invalidation.publish('catalogue');
  return toOwnReview(row);
}
