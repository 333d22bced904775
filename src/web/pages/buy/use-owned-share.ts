import { ownedCount } from '../../../shared/bundle-saving';
import { ApiError } from '../../api/client';
import { useBundlePrice } from '../../api/payments';
import { useUser } from '../../auth/session-context';
import type { BuyItem } from './buy-item';

export type OwnedShare = {
  /** How many of the bundle's courses the buyer has already (0 for a course). */
  owned: number;
  /** They have every one: nothing left to buy. */
  ownsAll: boolean;
  /** What the bundle costs them before a coupon, once asked; undefined when it is the price in force. */
  price: number | undefined;
  /** Still asking what it costs them. */
  pending: boolean;
};

/**
 * The buyer's courses among the bundle's: owning some, the bundle costs them less (the server's
 * quote says how much); owning all, there is nothing to buy.
 */
export function useOwnedShare(item: BuyItem | undefined): OwnedShare {
  const user = useUser();
  const courseIds = item?.courses.map((course) => course.id) ?? [];
  const owned = ownedCount(
    courseIds,
    user.courses.map((entry) => entry.course.id),
  );
  const some = item?.kind === 'bundle' && owned > 0;
  const all = some && owned === courseIds.length;
  const quote = useBundlePrice(item?.id ?? 0, owned, some && !all);
  const refused = quote.error instanceof ApiError && quote.error.status === 409;
  return {
    owned,
    ownsAll: all || refused,
    price: quote.data,
    pending: some && !all && quote.isPending,
  };
}
