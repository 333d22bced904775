import { asc, eq } from 'drizzle-orm';
import type { CourseCard } from '../../../shared/courses';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;

/** The columns a course card is made of (not the long content). */
export const courseCardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  pictureUrl: courses.pictureUrl,
  category: courses.category,
  price: courses.price,
  updatedAt: courses.updatedAt,
};
export type CourseCardRow = Pick<CourseRow, keyof typeof courseCardColumns>;

export function toCourseCard(row: CourseCardRow): CourseCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    picture: row.pictureUrl ? { url: row.pictureUrl } : null,
    category: row.category,
    price: row.price,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The visible courses, oldest first, as public cards. */
export async function listVisibleCourses(db: Db): Promise<CourseCard[]> {
  const rows = await db
    .select(courseCardColumns)
    .from(courses)
    .where(eq(courses.visibility, true))
    .orderBy(asc(courses.createdAt), asc(courses.id));
  return rows.map(toCourseCard);
}

/** How long another instance's course write may take to show here (local writes invalidate). */
export const CATALOGUE_TTL_MS = 30_000;

export type Catalogue = {
  /** The visible courses, from memory when fresh. */
  list(): Promise<CourseCard[]>;
  /** Forgets the cached list; every course write calls it. */
  invalidate(): void;
};

/**
 * The public catalogue kept in the process: the hottest public call does not touch the
 * database. Concurrent misses share one query.
 */
export function createCatalogue(db: Db, now: () => number = Date.now): Catalogue {
  let cached: { at: number; value: Promise<CourseCard[]> } | undefined;
  return {
    list() {
      if (!cached || now() - cached.at > CATALOGUE_TTL_MS) {
        const value = listVisibleCourses(db);
        const entry = { at: now(), value };
        cached = entry;
        value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
