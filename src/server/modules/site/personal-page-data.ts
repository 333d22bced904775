import { CourseIdSchema } from '../../../shared/fields';
import { PublicUserSchema } from '../../../shared/responses/auth';
import { StudyCourseSchema } from '../../../shared/responses/learning';
import type { PersonalPageData } from '../../../shared/server-render';
import type { ServiceContext } from '../../context';
import { AppError } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { toPublicUser } from '../auth/user-views';
import { studyCourse } from '../learning/service';

/**
 * What a page rendered for `user` alone reads: their session and the courses they may study,
 * exactly as the API answers them (the same services, through the answers' schemas, so that
 * nothing the API leaves out reaches the page).
 */
export async function personalPageData(
  ctx: ServiceContext,
  user: UserRow,
): Promise<PersonalPageData> {
  return {
    session: { user: PublicUserSchema.parse(await toPublicUser(ctx.db, user)) },
    studyCourse: async (courseId) => {
      if (!CourseIdSchema.safeParse(courseId).success) return undefined;
      try {
        return StudyCourseSchema.parse(await studyCourse(ctx, user, courseId));
      } catch (error) {
        // Not theirs, or gone: the browser draws the page, which sends them to its public page.
        if (error instanceof AppError && ['forbidden', 'not_found'].includes(error.kind)) {
          return undefined;
        }
        throw error;
      }
    },
  };
}
