import { AdminPurchasesQuerySchema } from '../admin';
import { PurchasesPageSchema } from '../responses/admin';
import { FileAnswerSchema } from '../responses/common';
import { defineRoute } from './define-route';

/** A page of the panel's 'Compras', searched and filtered by status. */
export const listPurchases = defineRoute({
  method: 'GET',
  path: '/admin/purchases',
  query: AdminPurchasesQuerySchema,
  response: { 200: PurchasesPageSchema },
});

/** Every purchase that matches the search and filter, as a spreadsheet download. */
export const purchasesCsv = defineRoute({
  method: 'GET',
  path: '/admin/purchases/export.csv',
  query: AdminPurchasesQuerySchema.omit({ page: true }),
  response: { 200: FileAnswerSchema },
});
