import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { FunnelQuerySchema, RevenueQuerySchema } from '../../../shared/reports';
import { FunnelReportSchema, RevenueReportSchema } from '../../../shared/responses/reports';
import { ok } from '../../http/responses';
import { funnelCsv, revenueCsv } from './csv';
import { funnelReport } from './funnel';
import { revenueReport } from './revenue';

/** A report as a download named after it and its last day ('ingresos-por-mes-2026-03-15.csv'). */
const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);

/**
 * The panel's sales reports (under /api/admin, so for administrators only): each as JSON for
 * the dashboard and, at the same address ending in `.csv`, as a spreadsheet.
 */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  const revenue = { querystring: RevenueQuerySchema };
  app.get(
    '/reports/revenue',
    { schema: { ...revenue, response: ok(RevenueReportSchema) } },
    (request) => revenueReport(ctx, request.query.by),
  );
  app.get('/reports/revenue.csv', { schema: revenue }, async (request, reply) => {
    const report = await revenueReport(ctx, request.query.by);
    const name = report.by === 'month' ? 'ingresos-por-mes' : 'ingresos-por-curso';
    return sendCsv(reply, `${name}-${report.to}`, revenueCsv(report));
  });

  const funnel = { querystring: FunnelQuerySchema };
  app.get(
    '/reports/funnel',
    { schema: { ...funnel, response: ok(FunnelReportSchema) } },
    (request) => funnelReport(ctx, request.query.days),
  );
  app.get('/reports/funnel.csv', { schema: funnel }, async (request, reply) => {
    const report = await funnelReport(ctx, request.query.days);
    return sendCsv(reply, `embudo-${report.days}-dias-${report.to}`, funnelCsv(report));
  });
};
