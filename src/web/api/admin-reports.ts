import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/reports';
import { apiHref, call } from './call';
import { retryServerErrors } from './courses';
import type { RevenueCut } from '../../shared/report-labels';

const reportKeys = {
  revenue: (by: RevenueCut) => ['admin', 'reports', 'revenue', by] as const,
  funnel: (days: number) => ['admin', 'reports', 'funnel', days] as const,
};

/** The revenue of the last 12 months, by month or by course. */
export function useRevenueReport(by: RevenueCut) {
  return useQuery({
    queryKey: reportKeys.revenue(by),
    queryFn: () => call(routes.revenueReport, { query: { by } }),
    retry: retryServerErrors,
  });
}

/** The funnel over the last `days` days; the previous period stays on screen while it loads. */
export function useFunnelReport(days: number) {
  return useQuery({
    queryKey: reportKeys.funnel(days),
    queryFn: () => call(routes.funnelReport, { query: { days } }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export const revenueCsvHref = (by: RevenueCut) => apiHref(routes.revenueCsv, { query: { by } });
export const funnelCsvHref = (days: number) => apiHref(routes.funnelCsv, { query: { days } });
