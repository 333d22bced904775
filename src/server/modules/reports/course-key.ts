import { sql } from 'drizzle-orm';
import { courses, purchases } from '../../db/schema';

/*
 * Purchases keep a snapshot of their course's title; a deleted course leaves its purchases
 * without a course id. The reports group purchases by course id, and those of deleted courses
 * by the title they were sold under, showing the course's current title when it still exists.
 */

/** Groups apart the purchases of deleted courses by their title (null while the course exists). */
export const deletedCourseTitle = sql<
  string | null
>`case when ${purchases.courseId} is null then ${purchases.courseTitle} end`;

/** The course's title today, or the one its purchases were made under once it was deleted. */
export const courseTitle = sql<string>`coalesce(${courses.title}, max(${purchases.courseTitle}))`;

/** The row's key: the course id, or 'eliminado:' and the title for a deleted course. */
export const courseKey = (courseId: number | null, title: string) =>
  courseId === null ? `eliminado:${title}` : String(courseId);
