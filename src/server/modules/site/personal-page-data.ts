import { CourseIdSchema } from '../../../shared/fields';
import { PublicUserSchema } from '../../../shared/responses/auth';
import { StudyCourseSchema } from '../../../shared/responses/learning';
import type { PageReader } from '../../../shared/server-render';
import type { ServiceContext } from '../../context';
import { AppError } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { toPublicUser } from '../auth/user-views';
import { studyCourse } from '../learning/service';

/**
 * What a page rendered for `user` alone reads: their session and a course they may study,
 * exactly as the API answers them (the same services, through the answers' schemas, so that
 * nothing the API leaves out reaches the page). None for a course they may not study.
 */
export function personalPageData(ctx: ServiceContext, user: UserRow): PageReader<'study'> {
  return async ({ id }) => {
    const courseId = Number(id);
    if (!CourseIdSchema.safeParse(courseId).success) return undefined;
    try {
      const course = StudyCourseSchema.parse(await studyCourse(ctx, user, courseId));
      return {
        session: { user: PublicUserSchema.parse(await toPublicUser(ctx.db, user)) },
        course,
      };
    } catch (error) {
      // Not theirs, or gone: the browser draws the page, which sends them to its public page.
      if (error instanceof AppError && ['forbidden', 'not_found'].includes(error.kind)) {
        return undefined;
      }
      throw error;
    }
  };
}
