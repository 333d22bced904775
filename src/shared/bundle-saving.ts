// Without zod: the bundle's page, the catalogue's cards and the buy page read these.
import { roundToCents } from './money';
import { priceInForce, type Priced } from './pricing';

export type BundleSaving = {
  /** What the bundle costs now (its sale price while in force). */
  price: number;
  /** What its courses cost one by one now. */
  separate: number;
  /** How much less the bundle costs than its courses one by one; 0 when it does not. */
  saving: number;
};

/** The bundle's price in force against its courses bought one by one at theirs. */
export function bundleSaving(
  bundle: Priced & { separatePrice: number },
  now: Date | number,
): BundleSaving {
  const price = priceInForce(bundle, now);
  const separate = bundle.separatePrice;
  return { price, separate, saving: Math.max(0, roundToCents(separate - price)) };
}

/** How many of the bundle's courses are among `owned`. */
export function ownedCount(courseIds: readonly number[], owned: Iterable<number>): number {
  const ids = new Set(owned);
  return courseIds.filter((id) => ids.has(id)).length;
}
