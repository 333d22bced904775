import { useQuery } from '@tanstack/react-query';
import { checkoutStats } from '../../shared/contracts/admin';
import { call } from './call';
import { retryServerErrors } from './courses';

/** Checkouts opened, paid and recovered by the reminder over the last 30 days. */
export function useCheckoutStats() {
  return useQuery({
    queryKey: ['admin', 'stats', 'checkouts'],
    queryFn: () => call(checkoutStats),
    retry: retryServerErrors,
  });
}
