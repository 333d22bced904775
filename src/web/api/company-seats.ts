import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/company-seats';
import { useSession } from '../auth/session-context';
import { call } from './call';

/** Per person, so a stored answer never shows up for someone else. */
const seatsKey = (userId: string) => ['company-seats', userId] as const;

function useSeatsKey() {
  const { user } = useSession();
  return seatsKey(user?.id ?? '');
}

/** 'Mi empresa': the signed-in buyer's seat purchases, with their seats and progress. */
export function useSeatPurchases() {
  const { status } = useSession();
  return useQuery({
    queryKey: useSeatsKey(),
    queryFn: () => call(routes.seatPurchases, undefined, { cache: 'no-store' }),
    enabled: status === 'authenticated',
    staleTime: 0,
  });
}

/** 'Asignar licencia': one seat of the purchase to an e-mail; the list is asked again. */
export function useAssignSeat(purchaseId: string) {
  const client = useQueryClient();
  const key = useSeatsKey();
  return useMutation({
    mutationFn: (email: string) =>
      call(routes.assignSeat, { params: { purchaseId }, body: { email } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** 'Liberar': frees a seat nobody started; the list is asked again. */
export function useReleaseSeat(purchaseId: string) {
  const client = useQueryClient();
  const key = useSeatsKey();
  return useMutation({
    mutationFn: (seatId: string) => call(routes.releaseSeat, { params: { purchaseId, seatId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
