import { eq } from 'drizzle-orm';
import type { AdminReview } from '../../../shared/responses/course-reviews';
import type { ServiceContext } from '../../context';
import { courseReviews } from '../../db/schema';
import { notFound } from '../../errors';
import { findReview } from './admin-list';

const NOT_FOUND = 'No encontramos esa opinión.';

type ReviewChange = Partial<
  Pick<typeof courseReviews.$inferInsert, 'hiddenAt' | 'hiddenReason' | 'reply' | 'repliedAt'>
>;

/**
 * Changes what the public sees of a review (hidden or not, the firm's reply), then announces it:
 * the course page, its average and count, and the cards show it.
 */
async function moderate(ctx: ServiceContext, id: number, change: ReviewChange) {
  const [changed] = await ctx.db
    .update(courseReviews)
    .set(change)
    .where(eq(courseReviews.id, id))
    .returning({ id: courseReviews.id });
  if (!changed) throw notFound(NOT_FOUND);
  await ctx.invalidation.publish('catalogue');
  const review = await findReview(ctx.db, id);
  if (!review) throw notFound(NOT_FOUND);
  return review;
}

/** Takes a review off the course page, and out of its average and count, for a reason. */
export const hideReview = (ctx: ServiceContext, id: number, reason: string): Promise<AdminReview> =>
  moderate(ctx, id, { hiddenAt: ctx.now(), hiddenReason: reason });

/** Shows a hidden review again. */
export const showReview = (ctx: ServiceContext, id: number): Promise<AdminReview> =>
  moderate(ctx, id, { hiddenAt: null, hiddenReason: null });

/** The firm's public reply under the review, written, rewritten, or removed (null). */
export const replyToReview = (
  ctx: ServiceContext,
  id: number,
  text: string | null,
): Promise<AdminReview> =>
  moderate(ctx, id, { reply: text, repliedAt: text === null ? null : ctx.now() });
