/*
 * What a 'Ruta de aprendizaje' costs a buyer (decision 0048): the bundle's price in force, shared
 * among its courses in proportion to their list prices; a course the buyer owns already takes its
 * share off. Amounts are in pesos with cents.
 */

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Each course's share of the bundle's price, in cents that add up to the price exactly (the
 * rounding left over goes to the last course). Courses without a price share equally.
 */
export function bundleShares(
  bundlePrice: number,
  courses: readonly { id: number; price: number }[],
): Map<number, number> {
  const total = cents(bundlePrice);
  const weights = courses.map((course) => cents(course.price));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = new Map<number, number>();
  let given = 0;
  courses.forEach((course, index) => {
    const last = index === courses.length - 1;
    const share = last
      ? total - given
      : weightSum === 0
        ? Math.floor(total / courses.length)
        : Math.floor((total * weights[index]!) / weightSum);
    shares.set(course.id, share / 100);
    given += share;
  });
  return shares;
}

/**
 * The bundle's price for a buyer who owns `owned` of its courses: the price less the owned
 * courses' shares. Null when they own every course (nothing left to sell).
 */
export function bundlePriceFor(
  bundlePrice: number,
  courses: readonly { id: number; price: number }[],
  owned: ReadonlySet<number>,
): { price: number; credit: number; ownedCount: number } | null {
  const ownedCourses = courses.filter((course) => owned.has(course.id));
  if (ownedCourses.length === courses.length) return null;
  const shares = bundleShares(bundlePrice, courses);
  const credit = ownedCourses.reduce((sum, course) => sum + cents(shares.get(course.id)!), 0);
  return {
    price: (cents(bundlePrice) - credit) / 100,
    credit: credit / 100,
    ownedCount: ownedCourses.length,
  };
}
