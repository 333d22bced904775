import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';
import type { CheckoutStats } from '../../shared/responses/admin';

/** Checkouts opened, paid and recovered by the reminder over the last 30 days. */
export function useCheckoutStats() {
  return useQuery({
    queryKey: ['admin', 'stats', 'checkouts'],
    queryFn: () => apiRequest<CheckoutStats>('/admin/stats/checkouts'),
    retry: retryServerErrors,
  });
}
