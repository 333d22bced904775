import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminConsumerRequestsQuerySchema,
  AdminInvoicesQuerySchema,
  RefundSchema,
  ReviewDecisionSchema,
} from '../../../shared/admin';
import { conflict } from '../../errors';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { decideReview } from '../consumer/review';
import { voucherPdf } from '../invoices/documents';
import { retryVoucher } from '../invoices/jobs';
import { refundPurchase } from '../payments/refund';
import { PurchaseSummarySchema } from '../../../shared/responses/payments';
import {
  AdminConsumerRequestSchema,
  ConsumerRequestsPageSchema,
  InvoicesPageSchema,
} from '../../../shared/responses/admin';
import { listConsumerRequests, toAdminRequest } from './consumer-requests-list';
import { listInvoices } from './invoices-list';

const IdParams = z.object({ id: z.uuid({ error: 'El identificador no es válido.' }) });

/** What Argentine rules ask of the school, seen from the panel: vouchers, refunds, requests. */
export const adminConsumerLawRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/invoices',
    { schema: { querystring: AdminInvoicesQuerySchema, response: ok(InvoicesPageSchema) } },
    async (request) => {
      const { items, ...page } = await listInvoices(ctx, request.query);
      const arca = ctx.config.arca;
      const invoicing = { enabled: arca !== undefined, production: arca?.production ?? false };
      return { invoices: items, invoicing, ...page };
    },
  );

  app.post(
    '/invoices/:id/retry',
    { schema: { params: IdParams, response: ok(z.object({ message: z.string() })) } },
    async (request) => {
      if (!(await retryVoucher(ctx, request.params.id))) {
        throw conflict('Ese comprobante ya fue autorizado o anulado: no hay nada que reintentar.');
      }
      return { message: 'Volvemos a pedir el CAE a ARCA en unos instantes.' };
    },
  );

  app.get(
    '/purchases/:id/:kind',
    {
      schema: {
        params: IdParams.extend({ kind: z.enum(['invoice.pdf', 'credit-note.pdf']) }),
      },
    },
    async (request, reply) => {
      const kind = request.params.kind === 'invoice.pdf' ? 'invoice' : 'credit_note';
      const { filename, pdf } = await voucherPdf(ctx, request.params.id, kind);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.post(
    '/purchases/:id/refund',
    {
      schema: {
        params: IdParams,
        body: RefundSchema,
        response: ok(z.object({ message: z.string(), purchase: PurchaseSummarySchema })),
      },
    },
    async (request) => ({
      message: 'Reintegramos la compra: el curso dejó de estar en la cuenta del comprador.',
      purchase: await refundPurchase(ctx, request.params.id, {
        source: 'admin',
        reason: request.body.reason,
      }),
    }),
  );

  app.get(
    '/consumer-requests',
    {
      schema: {
        querystring: AdminConsumerRequestsQuerySchema,
        response: ok(ConsumerRequestsPageSchema),
      },
    },
    async (request) => {
      const { items, ...page } = await listConsumerRequests(ctx, request.query);
      return { requests: items, ...page };
    },
  );

  app.post(
    '/consumer-requests/:id/decision',
    {
      schema: {
        params: IdParams,
        body: ReviewDecisionSchema,
        response: ok(z.object({ message: z.string(), request: AdminConsumerRequestSchema })),
      },
    },
    async (request) => {
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
    },
  );
};
