import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettingsInput } from '../../shared/payment-settings';
import { paymentSettings, savePaymentSettings } from '../../shared/contracts/admin';
import { adminKeys } from './admin';
import { call } from './call';
import { courseKeys, retryServerErrors } from './courses';
import { invalidateData } from '../store/cache';

const paymentSettingsKey = [...adminKeys.all, 'settings', 'payments'] as const;

/** The panel's payment settings: the most cuotas, and whether the firm absorbs the interest. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentSettingsKey,
    queryFn: () => call(paymentSettings),
    retry: retryServerErrors,
    // The form fills once; fetching again on focus would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

/** Saves them; the course pages, which say what cuotas there are, are fetched again. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PaymentSettingsInput) => call(savePaymentSettings, { body: settings }),
    onSuccess: ({ maxInstallments, interestFree }) => {
      queryClient.setQueryData(paymentSettingsKey, { maxInstallments, interestFree });
      invalidateData(queryClient, courseKeys.isCourseData);
    },
  });
}
