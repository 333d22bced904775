import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSubscriptions,
  planSettings,
  savePlanSettings,
} from '../../shared/contracts/plan-subscription';
import type { PlanSettingsInput } from '../../shared/plan-subscription';
import { invalidateData } from '../store/cache';
import { adminKeys } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';
import { planOfferKey } from './plan-subscription';

const settingsKey = [...adminKeys.all, 'settings', 'subscription'] as const;
const subscribersKey = [...adminKeys.all, 'subscriptions'] as const;

/** The plan's monthly price and whether it is offered. */
export function usePlanSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => call(planSettings),
    retry: retryServerErrors,
    // The form fills once; fetching again on focus would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

/** Saves them; the public offer and the subscribers' figures are fetched again. */
export function useSavePlanSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PlanSettingsInput) => call(savePlanSettings, { body: settings }),
    onSuccess: (answer) => {
      client.setQueryData(settingsKey, answer);
      invalidateData(client, (name) => name === planOfferKey);
      void client.invalidateQueries({ queryKey: subscribersKey });
    },
  });
}

/** Subscribers, MRR, and each month's new subscriptions, cancellations and revenue. */
export function useAdminSubscriptions() {
  return useQuery({
    queryKey: subscribersKey,
    queryFn: () => call(adminSubscriptions),
    retry: retryServerErrors,
  });
}
