import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/plan-subscription';
import type { SubscribeInput } from '../../shared/plan-subscription';
import type { OwnSubscription } from '../../shared/responses/plan-subscription';
import { useSession } from '../auth/session-context';
import { useResource } from '../store/use-resource';
import { call } from './call';
import { retryServerErrors } from './courses';

/** The plan's offer, as /plan-contador was rendered with it. */
export const planOfferKey = 'plan-offer';

const ownKey = (userId: string) => ['own-subscription', userId] as const;

/** The 'Plan Contador' as it is offered now: its monthly price and how many courses it opens. */
export function usePlanOffer() {
  return useResource(planOfferKey, () => call(routes.planOffer), { retry: retryServerErrors });
}

/**
 * 'Suscribirme' (or 'Actualizar la tarjeta'): the browser leaves for the authorization of the
 * monthly charge, at MercadoPago or in the sandbox.
 */
export const useSubscribe = () =>
  useMutation({
    mutationFn: (payer: SubscribeInput) => call(routes.subscribe, { body: payer }),
    onSuccess: (answer) => window.location.assign(answer.init_point),
  });

/** The signed-in account's subscription; idle while nobody is signed in. */
export function useOwnSubscription() {
  const { user, status } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: ownKey(userId),
    queryFn: () => call(routes.ownSubscription, undefined, { cache: 'no-store' }),
    enabled: status === 'authenticated' && userId !== '',
    staleTime: 0,
  });
}

/** 'Cancelar suscripción': the answer is the subscription as it is now. */
export function useCancelOwnSubscription() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: () => call(routes.cancelOwnSubscription),
    onSuccess: (answer) => client.setQueryData<OwnSubscription>(ownKey(userId), answer),
  });
}

/** The plan's Botón de Baja without a session: the link goes to the subscriber's e-mail. */
export const useRequestPlanBaja = () =>
  useMutation({ mutationFn: (email: string) => call(routes.requestPlanBaja, { body: { email } }) });

/** Cancels the subscription of the e-mailed link. */
export const useConfirmPlanBaja = (id: string, token: string) =>
  useMutation({
    mutationFn: () => call(routes.confirmPlanBaja, { params: { id }, body: { token } }),
  });
