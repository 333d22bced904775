import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminReviewsQuery } from '../../../shared/admin';
import type { AdminReview } from '../../../shared/responses/course-reviews';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { newestFirst, onPage, toPage, totalRows, type Page } from '../../db/paginate';
import { courseReviews, courses, users } from '../../db/schema';

/** A review with its course and its author in full, for the panel. */
const reviewRows = (db: Db) =>
  db
    .select({
      row: courseReviews,
      course: { id: courses.id, slug: courses.slug, title: courses.title },
      author: {
        id: users.id,
        name: sql<string>`${users.name} || ' ' || ${users.lastname}`,
        email: users.email,
      },
      total: totalRows,
    })
    .from(courseReviews)
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .innerJoin(users, eq(users.id, courseReviews.userId));

type Row = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toAdminReview = ({ row, course, author }: Row): AdminReview => ({
  id: row.id,
  course,
  author,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  hiddenAt: iso(row.hiddenAt),
  hiddenReason: row.hiddenReason,
  reply: row.reply,
  repliedAt: iso(row.repliedAt),
});

const STATE: Record<NonNullable<AdminReviewsQuery['filter']>, SQL> = {
  visible: isNull(courseReviews.hiddenAt),
  hidden: isNotNull(courseReviews.hiddenAt),
};

const filtered = (query: AdminReviewsQuery): SQL | undefined =>
  and(
    query.courseId === undefined ? undefined : eq(courseReviews.courseId, query.courseId),
    query.filter === undefined ? undefined : STATE[query.filter],
  );

/** The panel's 'Opiniones': newest first, of one course or all, visible or hidden ones. */
export async function listReviews(
  ctx: ServiceContext,
  query: AdminReviewsQuery,
): Promise<Page<AdminReview>> {
  const where = filtered(query);
  const rows = await onPage(
    reviewRows(ctx.db)
      .where(where)
      .orderBy(...newestFirst(courseReviews))
      .$dynamic(),
    query.page,
  );
  return toPage(rows, {
    page: query.page,
    map: toAdminReview,
    countAll: () => ctx.db.$count(courseReviews, where),
  });
}

/** One review as the panel shows it, after a change. */
export async function findReview(db: Db, id: number): Promise<AdminReview | undefined> {
  const [row] = await reviewRows(db).where(eq(courseReviews.id, id));
  return row && toAdminReview(row);
}
