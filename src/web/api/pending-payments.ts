import { pendingPaymentOf, type BuyItemRef } from '../../shared/purchases';
import { useSession } from '../auth/session-context';
import { useResource } from '../store/use-resource';
import { purchaseHistory } from '../../shared/contracts/payments';
import { call } from './call';

/** Under `owned/`: the person's own, forgotten when another signs in (see `isPersonal`). */
const purchasesKey = (userId: string) => `owned/${userId}/purchases`;

/** Whether the signed-in person has a payment of the course or bundle waiting to be credited. */
export function useHasPendingPayment(item: BuyItemRef): boolean {
  const { user, status } = useSession();
  const userId = user?.id ?? '';
  const { data } = useResource(
    purchasesKey(userId),
    () =>
      call(purchaseHistory, undefined, { cache: 'no-store' }).then((answer) => answer.purchases),
    { enabled: status === 'authenticated' && userId !== '' },
  );
  return pendingPaymentOf(data ?? [], item) !== undefined;
}
