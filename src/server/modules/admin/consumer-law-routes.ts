import { refundUnusedSeats, seatRefundMessage } from '../company/seat-refunds';
import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/admin-consumer-law';
import { conflict } from '../../errors';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { decideReview } from '../consumer/review';
import { voucherPdf } from '../invoices/documents';
import { retryVoucher } from '../invoices/jobs';
import { refundPurchase } from '../payments/refund';
import { listConsumerRequests, toAdminRequest } from './consumer-requests-list';
import { listInvoices } from './invoices-list';

/** What Argentine rules ask of the school, seen from the panel: vouchers, refunds, requests. */
export const adminConsumerLawRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  serve(app, routes.listInvoices, async (request) => {
    const { items, ...page } = await listInvoices(ctx, request.query);
    const arca = ctx.config.arca;
    const invoicing = { enabled: arca !== undefined, production: arca?.production ?? false };
    return { invoices: items, invoicing, ...page };
  });

  serve(app, routes.retryInvoice, async (request) => {
    if (!(await retryVoucher(ctx, request.params.id))) {
      throw conflict('Ese comprobante ya fue autorizado o anulado: no hay nada que reintentar.');
    }
    return { message: 'Volvemos a pedir el CAE a ARCA en unos instantes.' };
  });

  serve(app, routes.voucherPdf, async (request, reply) => {
    const kind = request.params.kind === 'invoice.pdf' ? 'invoice' : 'credit_note';
    const { filename, pdf } = await voucherPdf(ctx, request.params.id, kind);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(pdf);
  });

  serve(app, routes.refundPurchase, async (request) => ({
    message: 'Reintegramos la compra: el curso dejó de estar en la cuenta del comprador.',
    purchase: await refundPurchase(ctx, request.params.id, {
      source: 'admin',
      reason: request.body.reason,
    }),
  }));

  serve(app, routes.refundSeats, async (request) => {
    const { seats, reason } = request.body;
    const outcome = await refundUnusedSeats(ctx, request.params.id, {
      seats,
      reason,
      source: 'admin',
    });
    return { message: seatRefundMessage(outcome) };
  });

  serve(app, routes.listConsumerRequests, async (request) => {
    const { items, ...page } = await listConsumerRequests(ctx, request.query);
    return { requests: items, ...page };
  });

  serve(app, routes.decideReview, async (request) => {
    const { decision } = request.body;
    const decided = await decideReview(
      ctx,
      request.params.id,
      currentUser(request).id,
      request.body,
    );
    return {
      message:
        decision === 'approve'
          ? 'Aprobaste el reintegro: devolvemos el pago y le avisamos al comprador.'
          : 'Rechazaste el reintegro: el curso sigue en la cuenta y le avisamos al comprador.',
      request: toAdminRequest(decided),
    };
  });
};
