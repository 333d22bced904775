import { useSession } from '../../auth/session-context';
import { ownedCount } from '../../../shared/bundle-saving';
import type { SaleItemRef } from '../../components/course/course-paths';

/** A course, or a bundle with its courses (owning every one of them leaves nothing to buy). */
export type SaleItem = SaleItemRef &
  ({ kind: 'course' } | { kind: 'bundle'; courseIds: readonly number[] });

/** Where the person stands with an item for sale: what its buy buttons offer. */
export type PurchaseState =
  'loading' | 'signed-out' | 'owns-course' | 'owns-bundle' | 'unverified' | 'can-buy';

export function usePurchaseState(item: SaleItem): PurchaseState {
  const { user, status } = useSession();
  if (status === 'loading') return 'loading';
  if (!user) return 'signed-out';
  const owned = user.courses.map((entry) => entry.course.id);
  if (item.kind === 'course' && owned.includes(item.id)) return 'owns-course';
  if (item.kind === 'bundle' && ownedCount(item.courseIds, owned) === item.courseIds.length) {
    return 'owns-bundle';
  }
  return user.status ? 'can-buy' : 'unverified';
}
