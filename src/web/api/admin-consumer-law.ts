import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecision } from '../../shared/admin';
import * as routes from '../../shared/contracts/admin-consumer-law';
import type { AdminInvoice, InvoicesPage } from '../../shared/responses/admin';
import { adminKeys, usePagedList, type ListQuery, type ListSearch } from './admin';
import { apiHref, call } from './call';

/** Whether ARCA is configured, and against which of its environments. */
export type InvoicingState = Pick<InvoicesPage, 'invoicing'>;

export const useAdminInvoices = (query: ListQuery) =>
  usePagedList('invoices', 'invoices', query, (search: ListSearch) =>
    call(routes.listInvoices, { query: search }),
  );

export const useConsumerRequests = (query: ListQuery) =>
  usePagedList('consumer-requests', 'requests', query, (search: ListSearch) =>
    call(routes.listConsumerRequests, { query: search }),
  );

/** Where an administrator downloads a purchase's invoice or credit note. */
export const voucherPdfHref = (invoice: Pick<AdminInvoice, 'kind' | 'purchase'>) =>
  apiHref(routes.voucherPdf, {
    params: {
      id: invoice.purchase.id,
      kind: invoice.kind === 'invoice' ? 'invoice.pdf' : 'credit-note.pdf',
    },
  });

/** 'Reintentar': the voucher goes back to the queue that asks ARCA for its CAE. */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => call(routes.retryInvoice, { params: { id: invoiceId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invoices }),
  });
}

/** 'Reintegrar licencias sin usar': a company's unused seats go back, their share refunded. */
export function useRefundSeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, ...body }: { purchaseId: string; seats: string; reason: string }) =>
      call(routes.refundSeats, { params: { id: purchaseId }, body }),
    onSuccess: () => {
      for (const queryKey of [adminKeys.purchases, adminKeys.stats, adminKeys.invoices]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/**
 * 'Reintegrar': the payment goes back through the provider, the course leaves the buyer's
 * account and a credit note is queued; every list and figure that shows any of it fetches again.
 */
export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, reason }: { purchaseId: string; reason: string }) =>
      call(routes.refundPurchase, { params: { id: purchaseId }, body: { reason } }),
    onSuccess: () => {
      for (const queryKey of [
        adminKeys.purchases,
        adminKeys.stats,
        adminKeys.invoices,
        adminKeys.users,
        adminKeys.courses,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/**
 * 'Aprobar reintegro' or 'Rechazar' on an arrepentimiento under review: an approval refunds, so
 * every list and figure of the panel fetches again.
 */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...decision }: ReviewDecision & { requestId: string }) =>
      call(routes.decideReview, { params: { id: requestId }, body: decision }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
