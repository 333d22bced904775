import type { FastifyPluginAsync } from 'fastify';
import { ownCreditNotePdf, ownInvoicePdf } from '../../../shared/contracts/invoices';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { voucherPdf } from './documents';

/** The buyer's own vouchers, as PDF files. */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  for (const [contract, kind] of [
    [ownInvoicePdf, 'invoice'],
    [ownCreditNotePdf, 'credit_note'],
  ] as const) {
    serve(
      app,
      contract,
      async (request, reply) => {
        const { filename, pdf } = await voucherPdf(
          app.ctx,
          request.params.id,
          kind,
          currentUser(request).id,
        );
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(pdf);
      },
      { onRequest: app.requireUser },
    );
  }
};
