import { REVIEW_MIN_PROGRESS_PERCENT, mayReview } from '../../../shared/course-reviews';
import type { ServiceContext } from '../../context';
import { forbidden } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { ownsCourse } from '../enrollments/service';
import { progressIn } from '../learning/progress';
import { loadStudyTree, NOT_OWNED } from '../learning/service';

export type ReviewStanding = { eligible: boolean; percent: number };

/**
 * How far an owner is in the course by the server's own count (modules done and evaluations
 * passed, as the certificate counts them), and whether that is enough to review. Whoever does
 * not own the course, an administrator too, is refused.
 */
export async function reviewStanding(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
): Promise<ReviewStanding> {
  if (!(await ownsCourse(ctx.db, user.id, courseId))) throw forbidden(NOT_OWNED);
  const progress = await progressIn(ctx.db, user.id, await loadStudyTree(ctx, user, courseId));
  const done = progress.completedModules + progress.passedQuizzes;
  const total = progress.totalModules + progress.totalQuizzes;
  return {
    eligible: mayReview(done, total),
    // Rounded down: 29.6 % is still below 30 %, and the page must not say otherwise.
    percent: total === 0 ? 0 : Math.floor((done * 100) / total),
  };
}

export const notYetMessage = (percent: number) =>
  `Podés dejar tu opinión cuando completes al menos el ${REVIEW_MIN_PROGRESS_PERCENT} % del curso; llevás el ${percent} %.`;
