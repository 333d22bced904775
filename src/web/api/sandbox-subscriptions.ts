import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/plan-subscription';
import { call } from './call';
import { retryServerErrors } from './courses';

export type SandboxChargeOutcome = 'approved' | 'rejected';

const preapprovalKey = (preapprovalId: string) => ['sandbox-preapproval', preapprovalId] as const;

/** The sandbox's subscription checkout ('Suscripción de prueba'). */
export function useSandboxPreapproval(preapprovalId: string) {
  return useQuery({
    queryKey: preapprovalKey(preapprovalId),
    queryFn: () =>
      call(routes.sandboxPreapproval, { params: { preapprovalId } }, { cache: 'no-store' }),
    retry: retryServerErrors,
    staleTime: 0,
  });
}

/** Authorizes it with a card that is approved or rejected, then leaves for the back URL. */
export function useAuthorizeSandboxPreapproval(preapprovalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outcome: SandboxChargeOutcome) =>
      call(routes.authorizeSandboxPreapproval, { params: { preapprovalId }, body: { outcome } }),
    onSuccess: (answer) => window.location.assign(answer.redirect),
    // Authorized meanwhile (another tab): show what it is now.
    onError: () => client.invalidateQueries({ queryKey: preapprovalKey(preapprovalId) }),
  });
}

/** The next month's charge, approved or rejected: to try renewals and failed payments. */
export function useChargeSandboxPreapproval(preapprovalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outcome: SandboxChargeOutcome) =>
      call(routes.chargeSandboxPreapproval, { params: { preapprovalId }, body: { outcome } }),
    onSettled: () => client.invalidateQueries({ queryKey: preapprovalKey(preapprovalId) }),
  });
}
