import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundleCourses, bundles, courses } from '../../db/schema';

export type BundleRow = typeof bundles.$inferSelect;

/** The columns of a bundle's course that its page and its price need. */
const bundleCourseColumns = {
  bundleId: bundleCourses.bundleId,
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  pictureUrl: courses.pictureUrl,
  visibility: courses.visibility,
  price: courses.price,
  salePrice: courses.salePrice,
  saleEndsAt: courses.saleEndsAt,
};
type CourseRow = typeof courses.$inferSelect;
export type BundleCourseRow = { bundleId: number } & Pick<
  CourseRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'pictureUrl'
  | 'visibility'
  | 'price'
  | 'salePrice'
  | 'saleEndsAt'
>;

export type BundleWithCourses = BundleRow & { courses: BundleCourseRow[] };

/** The courses of these bundles, each bundle's in its order. */
async function coursesOf(db: Db, bundleIds: number[]): Promise<Map<number, BundleCourseRow[]>> {
  const byBundle = new Map<number, BundleCourseRow[]>(bundleIds.map((id) => [id, []]));
  if (bundleIds.length === 0) return byBundle;
  const rows = await db
    .select(bundleCourseColumns)
    .from(bundleCourses)
    .innerJoin(courses, eq(bundleCourses.courseId, courses.id))
    .where(inArray(bundleCourses.bundleId, bundleIds))
    .orderBy(asc(bundleCourses.bundleId), asc(bundleCourses.position));
  for (const row of rows) byBundle.get(row.bundleId)?.push(row);
  return byBundle;
}

const withCourses = async (db: Db, rows: BundleRow[]): Promise<BundleWithCourses[]> => {
  const byBundle = await coursesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, courses: byBundle.get(row.id) ?? [] }));
};

/** One bundle with its courses, hidden or not. */
export async function loadBundle(db: Db, id: number): Promise<BundleWithCourses | undefined> {
  const rows = await db.select().from(bundles).where(eq(bundles.id, id));
  return (await withCourses(db, rows))[0];
}

/** Every bundle (or only the visible ones, oldest first for the catalogue), with its courses. */
export async function loadBundles(
  db: Db,
  options: { visibleOnly: boolean },
): Promise<BundleWithCourses[]> {
  const rows = options.visibleOnly
    ? await db
        .select()
        .from(bundles)
        .where(eq(bundles.visibility, true))
        .orderBy(asc(bundles.createdAt), asc(bundles.id))
    : await db.select().from(bundles).orderBy(desc(bundles.createdAt), desc(bundles.id));
  return withCourses(db, rows);
}

export type BundleValues = Omit<BundleRow, 'id' | 'createdAt' | 'updatedAt'> & {
  courseIds: number[];
};

/** Writes a bundle and its courses in order, new (`id` undefined) or over an existing one. */
export async function saveBundle(
  db: Db,
  values: BundleValues,
  now: Date,
  id?: number,
): Promise<number> {
  const { courseIds, ...columns } = values;
  return db.transaction(async (tx) => {
    let bundleId = id;
    if (bundleId === undefined) {
      const [created] = await tx
        .insert(bundles)
        .values({ ...columns, createdAt: now, updatedAt: now })
        .returning({ id: bundles.id });
      bundleId = created!.id;
    } else {
      await tx
        .update(bundles)
        .set({ ...columns, updatedAt: now })
        .where(eq(bundles.id, bundleId));
      await tx.delete(bundleCourses).where(eq(bundleCourses.bundleId, bundleId));
    }
    await tx
      .insert(bundleCourses)
      .values(courseIds.map((courseId, position) => ({ bundleId, courseId, position })));
    return bundleId;
  });
}
