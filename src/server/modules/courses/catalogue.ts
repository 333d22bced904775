import { asc, eq } from 'drizzle-orm';
import type { CourseCard } from '../../../shared/courses';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';

/** The visible courses, oldest first, as public cards. */
export async function listVisibleCourses(db: Db): Promise<CourseCard[]> {
  const rows = await db
    .select()
    .from(courses)
    .where(eq(courses.visibility, true))
    .orderBy(asc(courses.createdAt), asc(courses.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    picture: row.pictureUrl ? { url: row.pictureUrl } : null,
    category: row.category,
    price: row.price,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
