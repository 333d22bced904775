import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { roundToCents } from '../../../shared/money';
import type { ArcaConfig } from '../../config';
import type { Db } from '../../db/client';
import { invoices, type purchases } from '../../db/schema';
import {
  splitTotal,
  VOUCHER_NAMES,
  VOUCHER_TYPES,
  voucherLetter,
  voucherReceiver,
} from './voucher';

type PurchaseRow = typeof purchases.$inferSelect;

/** The job that asks ARCA for one voucher's CAE. */
export const ISSUE_VOUCHER_JOB = 'issue-voucher';

/**
 * Records, in the transaction that approves the purchase, that its invoice is owed: the row is
 * the durable promise, the job only carries it out (and a sweep finds rows a crash left behind).
 */
export async function owedInvoice(
  tx: Db,
  arca: ArcaConfig,
  purchase: PurchaseRow,
): Promise<string | undefined> {
  const letter = voucherLetter(arca.taxCondition, purchase.companyIvaCondition);
  const [created] = await tx
    .insert(invoices)
    .values({
      purchaseId: purchase.id,
      kind: 'invoice',
      voucherType: VOUCHER_TYPES[letter].invoice,
      pointOfSale: arca.pointOfSale,
      ...voucherReceiver(purchase),
      total: purchase.amount,
      ...splitTotal(purchase.amount, arca.taxCondition),
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  return created?.id;
}

/**
 * After a refund or chargeback: an invoice already authorised is cancelled by a credit note of
 * the same letter (owed here, issued by the job) for what seats given back have not credited
 * yet; one not authorised yet is simply dropped, with the credit notes of seats waiting on it.
 * With `part`, the credit note of some seats given back: their amount, issued once the invoice is.
 */
export async function owedCreditNote(
  tx: Db,
  arca: ArcaConfig,
  purchase: PurchaseRow,
  part?: { seatRefundId: string; amount: number },
): Promise<string | undefined> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.purchaseId, purchase.id), eq(invoices.kind, 'invoice')));
  if (!invoice) return undefined;
  if (invoice.status !== 'issued' && !part) {
    await tx
      .update(invoices)
      .set({ status: 'cancelled' })
      .where(and(eq(invoices.purchaseId, purchase.id), ne(invoices.status, 'issued')));
    return undefined;
  }
  const [partly] = await tx
    .select({ credited: sql<number>`coalesce(sum(${invoices.total}), 0)::float` })
    .from(invoices)
    .where(
      and(
        eq(invoices.purchaseId, purchase.id),
        isNotNull(invoices.seatRefundId),
        ne(invoices.status, 'cancelled'),
      ),
    );
  const credited = partly?.credited ?? 0;
  const total = part ? part.amount : roundToCents(invoice.total - credited);
  if (total <= 0) return undefined;
  const amounts =
    part || credited > 0
      ? { total, ...splitTotal(total, arca.taxCondition) }
      : { total: invoice.total, net: invoice.net, vat: invoice.vat };
  const [created] = await tx
    .insert(invoices)
    .values({
      purchaseId: purchase.id,
      kind: 'credit_note',
      relatedInvoiceId: invoice.id,
      seatRefundId: part?.seatRefundId ?? null,
      voucherType: VOUCHER_TYPES[VOUCHER_NAMES[invoice.voucherType]!.letter].credit_note,
      pointOfSale: invoice.pointOfSale,
      docType: invoice.docType,
      docNumber: invoice.docNumber,
      receiverCondition: invoice.receiverCondition,
      ...amounts,
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  return created?.id;
}
