import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/session-auth';
import { voucherPdf } from './documents';

const Params = z.object({ id: z.uuid({ error: 'La compra no es válida.' }) });

/** The buyer's own vouchers, as PDF files. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const kinds = { 'invoice.pdf': 'invoice', 'credit-note.pdf': 'credit_note' } as const;
  for (const [file, kind] of Object.entries(kinds)) {
    app.get(
      `/user/purchases/:id/${file}`,
      { schema: { params: Params }, onRequest: app.requireUser },
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
    );
  }
};
