import { z } from 'zod';
import { DEFAULT_FUNNEL_DAYS, REVENUE_CUTS } from './report-labels';

export const RevenueQuerySchema = z.object({
  by: z
    .enum(REVENUE_CUTS, { error: 'Elegí ver los ingresos por mes o por curso.' })
    .default('month'),
});
export type RevenueQuery = z.infer<typeof RevenueQuerySchema>;

const DAYS_ERROR = 'El período debe ser de 1 a 365 días.';
export const FunnelQuerySchema = z.object({
  days: z.coerce
    .number({ error: DAYS_ERROR })
    .int(DAYS_ERROR)
    .min(1, DAYS_ERROR)
    .max(365, DAYS_ERROR)
    .default(DEFAULT_FUNNEL_DAYS),
});
export type FunnelQuery = z.infer<typeof FunnelQuerySchema>;
