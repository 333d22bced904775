import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecision } from '../../shared/admin';
import { adminKeys, usePagedList, type ListQuery } from './admin';
import { apiRequest } from './client';
import type { MessageAnswer } from '../../shared/responses/common';
import type {
  AdminInvoice,
  ConsumerRequestsPage,
  InvoicesPage,
} from '../../shared/responses/admin';

/** Whether ARCA is configured, and against which of its environments. */
export type InvoicingState = Pick<InvoicesPage, 'invoicing'>;

export const useAdminInvoices = (query: ListQuery) =>
  usePagedList<InvoicesPage, 'invoices'>('invoices', 'invoices', query);

export const useConsumerRequests = (query: ListQuery) =>
  usePagedList<ConsumerRequestsPage, 'requests'>('consumer-requests', 'requests', query);

/** Where an administrator downloads a purchase's invoice or credit note. */
export const voucherPdfHref = (invoice: Pick<AdminInvoice, 'kind' | 'purchase'>) =>
  `/api/admin/purchases/${encodeURIComponent(invoice.purchase.id)}/${
    invoice.kind === 'invoice' ? 'invoice.pdf' : 'credit-note.pdf'
  }`;

/** 'Reintentar': the voucher goes back to the queue that asks ARCA for its CAE. */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      apiRequest<MessageAnswer>(`/admin/invoices/${encodeURIComponent(invoiceId)}/retry`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invoices }),
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
      apiRequest<MessageAnswer>(`/admin/purchases/${encodeURIComponent(purchaseId)}/refund`, {
        method: 'POST',
        body: { reason },
      }),
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
      apiRequest<MessageAnswer>(
        `/admin/consumer-requests/${encodeURIComponent(requestId)}/decision`,
        { method: 'POST', body: decision },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
