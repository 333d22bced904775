import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArrepentimientoInput, BajaInput } from '../../shared/consumer';
import { useSession } from '../auth/session-context';
import { switchUser } from './auth';
import { apiRequest } from './client';
import type {
  ArrepentimientoConfirmation,
  ArrepentimientoLink,
  ConsumerRequestAnswer,
  OwnArrepentimientos,
} from '../../shared/responses/consumer';

const post = <T = ConsumerRequestAnswer>(path: string, body: unknown) =>
  apiRequest<T>(`/consumer${path}`, { method: 'POST', body });

const linkPath = (id: string) => `/arrepentimiento/${encodeURIComponent(id)}`;

/** The consumer-law buttons: no account or session needed, every answer carries a code. */
export const consumerApi = {
  arrepentimiento: (input: ArrepentimientoInput) => post('/arrepentimiento', input),
  /** The e-mailed link's purchases; its secret goes in the body, never in an address. */
  arrepentimientoLink: (id: string, token: string) =>
    post<ArrepentimientoLink>(`${linkPath(id)}/purchases`, { token }),
  confirmArrepentimiento: (id: string, token: string, purchaseIds: string[]) =>
    post<ArrepentimientoConfirmation>(`${linkPath(id)}/confirm`, { token, purchaseIds }),
  baja: (input: BajaInput) => post('/baja', input),
  confirmBaja: (id: string, token: string) =>
    post(`/baja/${encodeURIComponent(id)}/confirm`, { token }),
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
    queryFn: () =>
      apiRequest<OwnArrepentimientos>('/user/arrepentimiento', {
        cache: 'no-store',
      }),
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
      apiRequest<ConsumerRequestAnswer>(
        `/user/purchases/${encodeURIComponent(purchaseId)}/arrepentimiento`,
        { method: 'POST', body: {} },
      ),
  });
  return { ...withdraw, refresh: () => void queryClient.invalidateQueries() };
}
