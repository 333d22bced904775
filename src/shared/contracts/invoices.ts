import { z } from 'zod';
import { FileAnswerSchema } from '../responses/common';
import { defineRoute } from './define-route';

const PurchaseParams = z.object({ id: z.uuid({ error: 'La compra no es válida.' }) });

/** The buyer's own invoice of a purchase, as a PDF download. */
export const ownInvoicePdf = defineRoute({
  method: 'GET',
  path: '/user/purchases/:id/invoice.pdf',
  params: PurchaseParams,
  response: { 200: FileAnswerSchema },
});

/** The buyer's own credit note of a refunded purchase, as a PDF download. */
export const ownCreditNotePdf = defineRoute({
  method: 'GET',
  path: '/user/purchases/:id/credit-note.pdf',
  params: PurchaseParams,
  response: { 200: FileAnswerSchema },
});
