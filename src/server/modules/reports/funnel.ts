import { and, count, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { courses, courseViews, purchases } from '../../db/schema';
import type { FunnelCourse, FunnelReport } from '../../../shared/responses/reports';
import { lastDaysSpan, startOfDay } from './calendar';
import { courseKey, courseTitle, deletedCourseTitle } from './course-key';

/**
 * Course page → checkout → paid over the last `days` Argentine calendar days (today included):
 * the visitors of each course's page (one per visitor and day, see course-views.ts), the
 * checkouts started (purchases created in the period) and, of those, the ones approved now.
 * Consultations have no course page: their checkouts stay out.
 * Every visible course is listed, with or without activity, and any other that had some.
 */
export async function funnelReport(ctx: ServiceContext, days: number): Promise<FunnelReport> {
  const { from, to } = lastDaysSpan(ctx.now(), days);
  const [views, checkouts, listed] = await Promise.all([
    ctx.db
      .select({ courseId: courseViews.courseId, views: count().mapWith(Number) })
      .from(courseViews)
      .where(gte(courseViews.day, from))
      .groupBy(courseViews.courseId),
    ctx.db
      .select({
        courseId: purchases.courseId,
        title: courseTitle,
        checkouts: count().mapWith(Number),
        paid: sql<number>`count(*) filter (where ${purchases.status} = 'approved')`.mapWith(Number),
      })
      .from(purchases)
      .leftJoin(courses, eq(courses.id, purchases.courseId))
      .where(and(gte(purchases.createdAt, startOfDay(from)), isNull(purchases.bookingId)))
      .groupBy(purchases.courseId, courses.title, deletedCourseTitle),
    ctx.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(
        or(
          eq(courses.visibility, true),
          sql`${courses.id} in (select ${courseViews.courseId} from ${courseViews} where ${courseViews.day} >= ${from})`,
        ),
      ),
  ]);

  const rows = new Map<string, FunnelCourse>();
  const row = (courseId: number | null, title: string) => {
    const key = courseKey(courseId, title);
    let found = rows.get(key);
    if (!found) {
      found = { key, courseId, title, views: 0, checkouts: 0, paid: 0 };
      rows.set(key, found);
    }
    return found;
  };
  for (const course of listed) row(course.id, course.title);
  for (const entry of checkouts) {
    Object.assign(row(entry.courseId, entry.title), {
      checkouts: entry.checkouts,
      paid: entry.paid,
    });
  }
  // Every course with views in the period is listed above.
  for (const entry of views) {
    const course = rows.get(courseKey(entry.courseId, ''));
    if (course) course.views = entry.views;
  }

  const list = [...rows.values()].sort(
    (a, b) =>
      b.views - a.views ||
      b.checkouts - a.checkouts ||
      b.paid - a.paid ||
      a.title.localeCompare(b.title, 'es'),
  );
  const sum = (step: 'views' | 'checkouts' | 'paid') =>
    list.reduce((total, course) => total + course[step], 0);
  return {
    days,
    from,
    to,
    total: { views: sum('views'), checkouts: sum('checkouts'), paid: sum('paid') },
    courses: list,
  };
}
