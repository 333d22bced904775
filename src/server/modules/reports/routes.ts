import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as routes from '../../../shared/contracts/reports';
import { serve } from '../../http/serve-route';
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
export const adminReportRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.revenueReport, (request) => revenueReport(ctx, request.query.by));
  serve(app, routes.revenueCsv, async (request, reply) => {
    const report = await revenueReport(ctx, request.query.by);
    const name = report.by === 'month' ? 'ingresos-por-mes' : 'ingresos-por-curso-y-consulta';
    return sendCsv(reply, `${name}-${report.to}`, revenueCsv(report));
  });

  serve(app, routes.funnelReport, (request) => funnelReport(ctx, request.query.days));
  serve(app, routes.funnelCsv, async (request, reply) => {
    const report = await funnelReport(ctx, request.query.days);
    return sendCsv(reply, `embudo-${report.days}-dias-${report.to}`, funnelCsv(report));
  });
};
