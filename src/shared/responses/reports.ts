import { z } from 'zod';
import { REVENUE_CUTS, SALE_KINDS } from '../report-labels';

const figures = { sales: z.number(), revenue: z.number() };
/** The same figures, courses, consultations and bundles ('Rutas') apart. */
const byKind = z.object({
  course: z.object(figures),
  consultation: z.object(figures),
  bundle: z.object(figures),
  subscription: z.object(figures),
});

/**
 * Revenue of approved sales over the last 12 months (see REVENUE_RULE), courses and paid
 * consultations told apart: one row per month (`key` '2026-03', oldest first, months without
 * sales included, `kind` null) or per course and consultation (`key` the course id, its title
 * when the course was deleted, 'ruta:' and a bundle's title, or 'consulta:' and the
 * consultation's title; highest revenue first).
 */
export const RevenueReportSchema = z.object({
  by: z.enum(REVENUE_CUTS),
  /** The first and last day covered, 'YYYY-MM-DD' in Argentine time. */
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.enum(SALE_KINDS).nullable(),
      ...figures,
      byKind,
    }),
  ),
  totals: z.object({ ...figures, byKind }),
});
export type RevenueReport = z.infer<typeof RevenueReportSchema>;
export type RevenueRow = RevenueReport['rows'][number];
export type RevenueByKind = RevenueRow['byKind'];

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
