import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { invoices, purchases } from '../../db/schema';
import { notFound } from '../../errors';
import { voucherFileName } from './emails';

/** pdf-lib and its fonts load with the first PDF, not when the site starts. */
const pdfRenderer = () => import('./pdf');

export const VOUCHER_NOT_FOUND = 'Todavía no hay un comprobante autorizado para esa compra.';

/**
 * The PDF of a purchase's authorised invoice or credit note, drawn from what is stored (the
 * same document every time). With `ownerId`, only for the buyer's own purchase.
 */
export async function voucherPdf(
  ctx: ServiceContext,
  purchaseId: string,
  kind: 'invoice' | 'credit_note',
  ownerId?: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const [row] = await ctx.db
    .select({ invoice: invoices, purchase: purchases })
    .from(invoices)
    .innerJoin(purchases, eq(invoices.purchaseId, purchases.id))
    .where(
      and(
        eq(invoices.purchaseId, purchaseId),
        eq(invoices.kind, kind),
        eq(invoices.status, 'issued'),
      ),
    );
  if (!row || !ctx.config.arca || (ownerId && row.purchase.userId !== ownerId)) {
    throw notFound(VOUCHER_NOT_FOUND);
  }
  const [associated] = row.invoice.relatedInvoiceId
    ? await ctx.db.select().from(invoices).where(eq(invoices.id, row.invoice.relatedInvoiceId))
    : [];
  return {
    filename: voucherFileName(row.invoice),
    pdf: await (
      await pdfRenderer()
    ).renderVoucherPdf(ctx.config.arca, row.invoice, row.purchase, associated),
  };
}
