import { z } from 'zod';
import { CourseIdSchema } from '../fields';
import { FunnelQuerySchema, RevenueQuerySchema } from '../reports';
import { FileAnswerSchema } from '../responses/common';
import { FunnelReportSchema, RevenueReportSchema } from '../responses/reports';
import { defineRoute } from './define-route';

/** The revenue of the last 12 months, by month or by course. */
export const revenueReport = defineRoute({
  method: 'GET',
  path: '/admin/reports/revenue',
  query: RevenueQuerySchema,
  response: { 200: RevenueReportSchema },
});

/** The same report as a spreadsheet download. */
export const revenueCsv = defineRoute({
  method: 'GET',
  path: '/admin/reports/revenue.csv',
  query: RevenueQuerySchema,
  response: { 200: FileAnswerSchema },
});

/** Course page → checkout → paid over the last days. */
export const funnelReport = defineRoute({
  method: 'GET',
  path: '/admin/reports/funnel',
  query: FunnelQuerySchema,
  response: { 200: FunnelReportSchema },
});

export const funnelCsv = defineRoute({
  method: 'GET',
  path: '/admin/reports/funnel.csv',
  query: FunnelQuerySchema,
  response: { 200: FileAnswerSchema },
});

/**
 * The beacon a course page sends once it is shown (no body): the sales funnel's first step.
 * Always 204, counted or not, so it tells nothing.
 */
export const recordCourseView = defineRoute({
  method: 'POST',
  path: '/courses/:id/views',
  params: z.object({ id: CourseIdSchema }),
  response: { 204: z.null() },
});
