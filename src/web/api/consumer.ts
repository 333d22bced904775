import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArrepentimientoInput, BajaInput } from '../../shared/consumer';
import * as routes from '../../shared/contracts/consumer';
import { useSession } from '../auth/session-context';
import { switchUser } from './auth';
import { call } from './call';

/** The consumer-law buttons: no account or session needed, every answer carries a code. */
export const consumerApi = {
  arrepentimiento: (input: ArrepentimientoInput) =>
    call(routes.requestArrepentimiento, { body: input }),
  /** The e-mailed link's purchases; its secret goes in the body, never in an address. */
  arrepentimientoLink: (id: string, token: string) =>
    call(routes.arrepentimientoLink, { params: { id }, body: { token } }),
  confirmArrepentimiento: (id: string, token: string, purchaseIds: string[]) =>
    call(routes.confirmArrepentimiento, { params: { id }, body: { token, purchaseIds } }),
  baja: (input: BajaInput) => call(routes.requestBaja, { body: input }),
  confirmBaja: (id: string, token: string) =>
    call(routes.confirmBaja, { params: { id }, body: { token } }),
};

export const useArrepentimiento = () => useMutation({ mutationFn: consumerApi.arrepentimiento });

/** What the link can withdraw; a dead link is the query's error (a 400 without fields). */
export const useArrepentimientoLink = (id: string, token: string) =>
  useQuery({
    queryKey: ['arrepentimiento-link', id, token],
    queryFn: () => consumerApi.arrepentimientoLink(id, token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfirmArrepentimiento = (id: string, token: string) =>
  useMutation({
    mutationFn: (purchaseIds: string[]) =>
      consumerApi.confirmArrepentimiento(id, token, purchaseIds),
  });

export const useBaja = () => useMutation({ mutationFn: consumerApi.baja });

/** Carries out the baja of the e-mailed link; the server ends the session, so the browser too. */
export function useConfirmBaja(id: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => consumerApi.confirmBaja(id, token),
    onSuccess: () => switchUser(client, null),
  });
}

const ownKey = (userId: string) => ['own-arrepentimiento', userId] as const;

/** The signed-in buyer's purchases still inside the 10 days, or already withdrawn. */
export function useOwnArrepentimientos() {
  const { user, status } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: ownKey(userId),
    queryFn: () => call(routes.ownArrepentimientos, undefined, { cache: 'no-store' }),
    enabled: status === 'authenticated' && userId !== '',
    staleTime: 0,
  });
}

/**
 * 'Arrepentirme' in the purchase history. `refresh`, once the answer was read, fetches the
 * history again (earlier, the purchase's row would change under the open answer).
 */
export function useWithdrawOwnPurchase() {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (purchaseId: string) =>
      call(routes.withdrawOwnPurchase, { params: { id: purchaseId } }),
  });
  return { ...withdraw, refresh: () => void queryClient.invalidateQueries() };
}
