import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';
import type { RevenueCut } from '../../shared/report-labels';
import type { FunnelReport, RevenueReport } from '../../shared/responses/reports';

const reportKeys = {
  revenue: (by: RevenueCut) => ['admin', 'reports', 'revenue', by] as const,
  funnel: (days: number) => ['admin', 'reports', 'funnel', days] as const,
};

/** The revenue of the last 12 months, by month or by course. */
export function useRevenueReport(by: RevenueCut) {
  return useQuery({
    queryKey: reportKeys.revenue(by),
    queryFn: () => apiRequest<RevenueReport>(`/admin/reports/revenue?by=${by}`),
    retry: retryServerErrors,
  });
}

/** The funnel over the last `days` days; the previous period stays on screen while it loads. */
export function useFunnelReport(days: number) {
  return useQuery({
    queryKey: reportKeys.funnel(days),
    queryFn: () => apiRequest<FunnelReport>(`/admin/reports/funnel?days=${days}`),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export const revenueCsvHref = (by: RevenueCut) => `/api/admin/reports/revenue.csv?by=${by}`;
export const funnelCsvHref = (days: number) => `/api/admin/reports/funnel.csv?days=${days}`;
