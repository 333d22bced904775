import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrollments } from '../../db/schema';

export async function ownedCourseIds(db: Db, userId: string): Promise<Set<number>> {
  const rows = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return new Set(rows.map((row) => row.courseId));
}

export async function ownsCourse(db: Db, userId: string, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return Boolean(row);
}
