import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { plainCourse, review, student, words } from '../../../../tests/support/reviews';
import { REVIEW_SUBMISSIONS_PER_DAY } from '../../../shared/course-reviews';
import { courseReviews, courseReviewSubmissions } from '../../db/schema';

/** Only a PostgreSQL server lets requests really overlap (PGlite runs one statement at a time). */
const DATABASE_SERVER = await postgresServer(
  'review-races.test.ts',
  'the embedded PGlite runs one statement at a time, so requests never really race on it',
);

describe.skipIf(!DATABASE_SERVER)("a student's reviews sent all at once on PostgreSQL", () => {
  const t = usePostgresTestApp(DATABASE_SERVER);

  it('keeps one review and the daily limit when twelve sends arrive at the same moment', async () => {
    const course = await plainCourse(t, 1);
    const owner = await student(t, course, { name: 'Lucía', lastname: 'Benítez' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        review(t, owner.cookie, course, { rating: (i % 5) + 1, text: words((i % 5) + 1) }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(REVIEW_SUBMISSIONS_PER_DAY);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - REVIEW_SUBMISSIONS_PER_DAY);

    const reviews = await t.db
      .select()
      .from(courseReviews)
      .where(eq(courseReviews.courseId, course.id));
    expect(reviews).toHaveLength(1);
    const sends = await t.db
      .select()
      .from(courseReviewSubmissions)
      .where(eq(courseReviewSubmissions.userId, owner.user.id));
    expect(sends).toHaveLength(REVIEW_SUBMISSIONS_PER_DAY);
  });
});
