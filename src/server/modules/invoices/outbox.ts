import { and, eq } from 'drizzle-orm';
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
 * the same letter (owed here, issued by the job); one not authorised yet is simply dropped.
 */
export async function owedCreditNote(tx: Db, purchase: PurchaseRow): Promise<string | undefined> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.purchaseId, purchase.id), eq(invoices.kind, 'invoice')));
  if (!invoice) return undefined;
  if (invoice.status !== 'issued') {
    await tx.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, invoice.id));
    return undefined;
  }
  const [created] = await tx
    .insert(invoices)
    .values({
      purchaseId: purchase.id,
      kind: 'credit_note',
      relatedInvoiceId: invoice.id,
      voucherType: VOUCHER_TYPES[VOUCHER_NAMES[invoice.voucherType]!.letter].credit_note,
      pointOfSale: invoice.pointOfSale,
      docType: invoice.docType,
      docNumber: invoice.docNumber,
      receiverCondition: invoice.receiverCondition,
      total: invoice.total,
      net: invoice.net,
      vat: invoice.vat,
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  return created?.id;
}
