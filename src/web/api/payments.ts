import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { QuoteInput } from '../../shared/coupons';
import * as routes from '../../shared/contracts/payments';
import type { CreateOrderInput } from '../../shared/payments';
import type { PurchaseStatus, SandboxOutcome } from '../../shared/purchases';
import { useSession } from '../auth/session-context';
import { sessionKey } from './auth';
import { call } from './call';
import { ApiError } from './client';
import { retryServerErrors } from './courses';
import { ownedCoursesKey } from './owned-courses';
import { invalidateData } from '../store/cache';

export const paymentKeys = {
  /** Per person, so a cached history never shows up for someone else. */
  history: (userId: string) => ['purchases', userId] as const,
  result: (purchaseId: string, paymentId: string) =>
    ['payment-result', purchaseId, paymentId] as const,
  sandbox: (preferenceId: string) => ['sandbox-checkout', preferenceId] as const,
  /** What a bundle costs this buyer, by how many of its courses they own. */
  bundlePrice: (bundleId: number, owned: number) => ['bundle-price', bundleId, owned] as const,
};

export const paymentsApi = {
  createOrder: (order: CreateOrderInput) => call(routes.createOrder, { body: order }),
  quote: (quote: QuoteInput) => call(routes.quote, { body: quote }),
  paySandbox: (preferenceId: string, outcome: SandboxOutcome) =>
    call(routes.paySandbox, { params: { preferenceId }, body: { outcome } }),
};

/** A purchase or checkout reference that is malformed (400) or matches nothing (404). */
export const isUnknownReference = (error: Error) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

/** The checkout and the result screen are whole pages: the browser leaves this app. */
const leaveFor = (address: string) => window.location.assign(address);

/** The signed-in person's purchases, newest first, and the payer data of the latest checkout. */
export function usePurchaseHistory() {
  const { user, status } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: paymentKeys.history(userId),
    queryFn: () => call(routes.purchaseHistory, undefined, { cache: 'no-store' }),
    enabled: status === 'authenticated' && userId !== '',
    staleTime: 0,
  });
}

/** '¿Tenés un cupón?': the course's price with a coupon, or why the coupon does not apply. */
export function useQuote() {
  return useMutation({ mutationFn: paymentsApi.quote });
}

/**
 * What the bundle costs the signed-in buyer before any coupon (the courses they own take their
 * share off): asked only when `enabled`. A buyer who owns every course gets 409.
 */
export function useBundlePrice(bundleId: number, owned: number, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.bundlePrice(bundleId, owned),
    queryFn: () => paymentsApi.quote({ bundleId }).then((answer) => answer.listPrice),
    enabled,
    retry: retryServerErrors,
    staleTime: 0,
  });
}

/**
 * Opens the order and sends the buyer to the payment provider's checkout (or, when a coupon
 * took the whole price, straight to the approved result screen).
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paymentsApi.createOrder,
    onSuccess: (answer) => leaveFor(answer.init_point),
    // Refused because a payment is pending meanwhile: the history shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: ['purchases'] }),
  });
}

const UNDECIDED: PurchaseStatus[] = ['pending', 'cancelled'];
const POLL_EVERY_MS = 5_000;
const POLL_FOR_MS = 10 * 60_000;

/**
 * The purchase as the server knows it (it asks the provider while undecided). An undecided one
 * is asked again every 5 seconds for 10 minutes; an approval refreshes the person's courses.
 */
export function usePaymentResult(purchaseId: string, paymentId: string) {
  const [openedAt] = useState(Date.now);
  const query = useQuery({
    queryKey: paymentKeys.result(purchaseId, paymentId),
    queryFn: () =>
      call(
        routes.paymentResult,
        { query: { external_reference: purchaseId, payment_id: paymentId } },
        { cache: 'no-store' },
      ).then((answer) => answer.purchase),
    retry: retryServerErrors,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      const undecided = status !== undefined && UNDECIDED.includes(status);
      return undecided && Date.now() - openedAt < POLL_FOR_MS ? POLL_EVERY_MS : false;
    },
  });
  useRefreshAfterApproval(query.data?.status === 'approved');
  return query;
}

/** A course just bought belongs in the session's course list and in "Mis cursos": fetch both. */
function useRefreshAfterApproval(approved: boolean) {
  const client = useQueryClient();
  const userId = useSession().user?.id;
  useEffect(() => {
    if (!approved) return;
    invalidateData(
      client,
      (key) => key === sessionKey || (userId !== undefined && key === ownedCoursesKey(userId)),
    );
  }, [approved, userId, client]);
}

/** The sandbox provider's checkout ('Pago de prueba'). */
export function useSandboxCheckout(preferenceId: string) {
  return useQuery({
    queryKey: paymentKeys.sandbox(preferenceId),
    queryFn: () =>
      call(routes.sandboxCheckout, { params: { preferenceId } }, { cache: 'no-store' }).then(
        (answer) => answer.checkout,
      ),
    retry: retryServerErrors,
    staleTime: 0,
  });
}

/** Pays the sandbox checkout with the chosen outcome, then goes to the result screen. */
export function usePaySandbox(preferenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: SandboxOutcome) => paymentsApi.paySandbox(preferenceId, outcome),
    onSuccess: (answer) => leaveFor(answer.redirect),
    // Paid meanwhile (another tab): show what the checkout is now.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.sandbox(preferenceId) }),
  });
}
