import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseLearningPoints, courses } from '../../db/schema';
import { loadCourseTree, type CourseTree } from './course-tree';
import { visibleRatings } from './course-ratings';
import type { CatalogueCard, CourseCard } from '../../../shared/responses/courses';

export type CourseRow = typeof courses.$inferSelect;

/** The columns a course card is made of (not the long content). */
export const courseCardColumns = {
  /** What the course teaches, in order: the catalogue's search matches these words too. */
  // The course named in full: a select from one table would print its column bare (lp's id).
  learningPoints: sql<string[]>`coalesce((select array_agg(lp.content order by lp.position, lp.id)
    from ${courseLearningPoints} lp where lp.course_id = "courses"."id"), '{}')`,
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  pictureUrl: courses.pictureUrl,
  category: courses.category,
  price: courses.price,
  salePrice: courses.salePrice,
  saleEndsAt: courses.saleEndsAt,
  updatedAt: courses.updatedAt,
};
export type CourseCardRow = Pick<
  CourseRow,
  Exclude<keyof typeof courseCardColumns, 'learningPoints'>
> & { learningPoints: string[] };

/**
 * A price with its sale as the public answers send it: both or neither, the sale as stored
 * (the pages compare its end with their clock, shared/pricing.ts).
 */
export function publicPrice(row: Pick<CourseRow, 'price' | 'salePrice' | 'saleEndsAt'>) {
  return {
    price: row.price,
    salePrice: row.saleEndsAt ? row.salePrice : null,
    saleEndsAt: row.salePrice === null ? null : (row.saleEndsAt?.toISOString() ?? null),
  };
}

export function toCourseCard(row: CourseCardRow): CourseCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    picture: row.pictureUrl ? { url: row.pictureUrl } : null,
    category: row.category,
    ...publicPrice(row),
    updatedAt: row.updatedAt.toISOString(),
    learningPoints: row.learningPoints,
  };
}

/** The visible courses, oldest first, as public cards with their ratings. */
export async function listVisibleCourses(db: Db): Promise<CatalogueCard[]> {
  const [rows, ratings] = await Promise.all([
    db
      .select(courseCardColumns)
      .from(courses)
      .where(eq(courses.visibility, true))
      .orderBy(asc(courses.createdAt), asc(courses.id)),
    visibleRatings(db),
  ]);
  return rows.map((row) => ({ ...toCourseCard(row), rating: ratings.get(row.id) ?? null }));
}

/**
 * The safety net: how long another instance's course write may take to show here should its
 * announcement (ctx.invalidation) be lost.
 */
export const CATALOGUE_TTL_MS = 30_000;

export type Catalogue = {
  /** The visible courses, from memory when fresh. */
  list(): Promise<CatalogueCard[]>;
  /** A visible course with its units, materials and learning list, from memory when fresh. */
  course(courseId: number): Promise<CourseTree | undefined>;
  /** Forgets everything cached; every course write's announcement (ctx.invalidation) calls it. */
  invalidate(): void;
  /** Goes up with every invalidate: anything derived from an older version is stale. */
  version(): number;
  /**
   * The first moment after `now` at which a visible course's sale ends (of the list as last
   * loaded): a page or answer showing prices is stale from then on. Undefined when none ends.
   */
  nextSaleEnd(now: number): number | undefined;
};

/**
 * A value loaded on demand and kept for CATALOGUE_TTL_MS; concurrent misses share one load and
 * a failed load is not kept.
 */
export function cachedValue<T>(load: () => Promise<T>, now: () => number) {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (!cached || now() - cached.at > CATALOGUE_TTL_MS) {
        const entry = { at: now(), value: load() };
        cached = entry;
        entry.value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.value;
    },
  };
}

/**
 * The public catalogue kept in the process: the hottest public calls (the list and each course
 * page) do not touch the database. Only courses in the visible list are cached, so unknown or
 * hidden ids are answered without a query and never grow the cache.
 */
export function createCatalogue(db: Db, now: () => number): Catalogue {
  let saleEnds: number[] = [];
  const loadList = () =>
    listVisibleCourses(db).then((cards) => {
      saleEnds = cards.flatMap((card) => (card.saleEndsAt ? [Date.parse(card.saleEndsAt)] : []));
      return cards;
    });
  let list = cachedValue(loadList, now);
  let trees = new Map<number, ReturnType<typeof cachedValue<CourseTree | undefined>>>();
  let version = 0;

  return {
    list: () => list.get(),
    async course(courseId) {
      if (!(await list.get()).some((card) => card.id === courseId)) return undefined;
      let tree = trees.get(courseId);
      if (!tree) {
        tree = cachedValue(() => loadCourseTree(db, courseId, { visibleOnly: true }), now);
        trees.set(courseId, tree);
      }
      return tree.get();
    },
    invalidate() {
      list = cachedValue(loadList, now);
      trees = new Map();
      version += 1;
    },
    version: () => version,
    nextSaleEnd(at) {
      const coming = saleEnds.filter((end) => end > at);
      return coming.length > 0 ? Math.min(...coming) : undefined;
    },
  };
}
