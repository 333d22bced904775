import { z } from 'zod';
import { REVENUE_CUTS } from '../report-labels';

const figures = { sales: z.number(), revenue: z.number() };

/**
 * Revenue of approved sales over the last 12 months (see REVENUE_RULE): one row per month
 * (`key` '2026-03', oldest first, months without sales included) or per course (`key` the
 * course id, or its title when the course was deleted; highest revenue first).
 */
export const RevenueReportSchema = z.object({
  by: z.enum(REVENUE_CUTS),
  /** The first and last day covered, 'YYYY-MM-DD' in Argentine time. */
  from: z.string(),
  to: z.string(),
  rows: z.array(z.object({ key: z.string(), label: z.string(), ...figures })),
  totals: z.object(figures),
});
export type RevenueReport = z.infer<typeof RevenueReportSchema>;
export type RevenueRow = RevenueReport['rows'][number];

const steps = { views: z.number(), checkouts: z.number(), paid: z.number() };

/** Course page → checkout → paid over the last `days` Argentine days, per course and in total. */
export const FunnelReportSchema = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  total: z.object(steps),
  courses: z.array(
    z.object({ key: z.string(), courseId: z.number().nullable(), title: z.string(), ...steps }),
  ),
});
export type FunnelReport = z.infer<typeof FunnelReportSchema>;
export type FunnelSteps = FunnelReport['total'];
export type FunnelCourse = FunnelReport['courses'][number];
