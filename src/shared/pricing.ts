/**
 * The one rule of what a course costs at a moment: its sale price while the sale is in force
 * (until `saleEndsAt`, exclusive), its list price otherwise. The server charges it when an order
 * is created; the cards and the course page show it. Courses come as the database has them
 * (dates) or as the API sends them (ISO strings).
 */
export type Priced = {
  price: number;
  salePrice: number | null;
  saleEndsAt: Date | string | null;
};

/** The sale in force at `now`, or null when there is none (never set, or ended). */
export function saleInForce(
  course: Priced,
  now: Date | number,
): { price: number; endsAt: Date } | null {
  if (course.salePrice === null || course.saleEndsAt === null) return null;
  const endsAt = new Date(course.saleEndsAt);
  const at = typeof now === 'number' ? now : now.getTime();
  return at < endsAt.getTime() ? { price: course.salePrice, endsAt } : null;
}

/** What the course costs at `now`: the sale price while the sale is in force, else the list price. */
export function priceInForce(course: Priced, now: Date | number): number {
  return saleInForce(course, now)?.price ?? course.price;
}
