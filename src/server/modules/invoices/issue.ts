import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { consultationBookings, invoices, purchases } from '../../db/schema';
import { buyerAddresses } from '../../mail/buyer-addresses';
import type { ArcaClient } from './arca-client';
import { invoiceEmail } from './emails';
import { arcaDate, voucherRequest } from './voucher';

type InvoiceRow = typeof invoices.$inferSelect;

/** ARCA refused the voucher: the job fails and is retried later with backoff. */
export class VoucherRefused extends Error {
  override name = 'VoucherRefused';
}

const matches = (invoice: InvoiceRow, found: { total: number; docNumber: number }) =>
  Math.abs(found.total - invoice.total) < 0.005 && found.docNumber === Number(invoice.docNumber);

async function update(ctx: ServiceContext, id: string, values: Partial<InvoiceRow>) {
  const [row] = await ctx.db
    .update(invoices)
    .set({ ...values, updatedAt: ctx.now() })
    .where(eq(invoices.id, id))
    .returning();
  return row!;
}

/** The associated invoice of a credit note (ARCA wants it in CbtesAsoc). */
async function associatedOf(ctx: ServiceContext, invoice: InvoiceRow) {
  if (!invoice.relatedInvoiceId) return undefined;
  const [related] = await ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.id, invoice.relatedInvoiceId));
  if (!related?.number || !related.voucherDate) throw new Error('credit note without its invoice');
  return {
    voucherType: related.voucherType,
    pointOfSale: related.pointOfSale,
    number: related.number,
    date: related.voucherDate,
  };
}

/** The day of the consultation a purchase paid for (ARCA's date), or undefined for a course. */
async function consultationDateOf(ctx: ServiceContext, purchaseId: string) {
  const [row] = await ctx.db
    .select({ startsAt: consultationBookings.startsAt })
    .from(purchases)
    .innerJoin(consultationBookings, eq(consultationBookings.id, purchases.bookingId))
    .where(eq(purchases.id, purchaseId));
  return row ? arcaDate(row.startsAt) : undefined;
}

/**
 * Asks ARCA for the CAE of one pending voucher. Numbering happens inside a lock (one per point
 * of sale and voucher type, across instances): the next number comes from
 * FECompUltimoAutorizado and is saved before FECAESolicitar, so when an answer is lost the retry
 * finds the voucher by its number instead of authorising the sale twice.
 */
export async function issueVoucher(
  ctx: ServiceContext,
  arca: ArcaClient,
  invoiceId: string,
): Promise<InvoiceRow | undefined> {
  const [pending] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!pending || pending.status === 'issued' || pending.status === 'cancelled') return pending;
  const lockName = `arca-numbering:${pending.pointOfSale}:${pending.voucherType}`;

  const issued = await ctx.withLock(lockName, async () => {
    const [fresh] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!fresh || fresh.status === 'issued' || fresh.status === 'cancelled') return undefined;
    let invoice = await update(ctx, fresh.id, { attempts: fresh.attempts + 1 });

    if (invoice.number !== null) {
      const found = await arca.find(invoice.pointOfSale, invoice.voucherType, invoice.number);
      if (found && matches(invoice, found)) {
        return markIssued(ctx, invoice, {
          cae: found.cae,
          caeDueDate: found.caeDueDate,
          lastError: null,
        });
      }
    }

    const number = (await arca.lastNumber(invoice.pointOfSale, invoice.voucherType)) + 1;
    const date = arcaDate(ctx.now());
    const request = voucherRequest(invoice, {
      number,
      date,
      sellerCuit: ctx.config.arca!.cuit,
      associated: await associatedOf(ctx, invoice),
      serviceDate: await consultationDateOf(ctx, invoice.purchaseId),
    });
    invoice = await update(ctx, invoice.id, { number, voucherDate: date, request });

    const result = await arca.authorize(request);
    if (!result.approved) {
      const message =
        result.errors.map((e) => `${e.code}: ${e.message}`).join(' | ') || 'Rechazado';
      await update(ctx, invoice.id, {
        number: null,
        lastError: message,
        response: result.response,
      });
      throw new VoucherRefused(message);
    }
    return markIssued(ctx, invoice, {
      cae: result.cae,
      caeDueDate: result.caeDueDate,
      response: result.response,
      lastError: null,
    });
  });

  return issued;
}

/**
 * Records the CAE and, in the same transaction, the buyer's mail with the voucher as a PDF (to
 * the account's address and the payer's), so an issued voucher is always mailed, once.
 */
async function markIssued(
  ctx: ServiceContext,
  invoice: InvoiceRow,
  values: Pick<InvoiceRow, 'cae' | 'caeDueDate' | 'lastError'> & Partial<InvoiceRow>,
): Promise<InvoiceRow> {
  const issued: InvoiceRow = { ...invoice, ...values, status: 'issued', issuedAt: ctx.now() };
  const [purchase] = await ctx.db
    .select()
    .from(purchases)
    .where(eq(purchases.id, invoice.purchaseId));
  const [associated] = invoice.relatedInvoiceId
    ? await ctx.db.select().from(invoices).where(eq(invoices.id, invoice.relatedInvoiceId))
    : [];
  const mail = purchase && (await invoiceEmail(ctx.config, issued, purchase, associated));
  const { row, mailIds } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ ...values, status: 'issued', issuedAt: issued.issuedAt, updatedAt: ctx.now() })
      .where(eq(invoices.id, invoice.id))
      .returning();
    const mailIds = [];
    for (const to of mail ? await buyerAddresses(tx, purchase) : []) {
      mailIds.push(
        await ctx.mail.queue(tx, { ...mail!, to }, { key: `voucher:${invoice.id}:${to}` }),
      );
    }
    return { row: row!, mailIds };
  });
  void ctx.mail.deliver(mailIds);
  return row;
}

/** Remembers why the last attempt failed (a network error, ARCA down) for the admin list. */
export async function recordFailure(
  ctx: ServiceContext,
  invoiceId: string,
  error: unknown,
  final: boolean,
) {
  const message = error instanceof Error ? error.message : String(error);
  await update(ctx, invoiceId, {
    lastError: message.slice(0, 1000),
    ...(final ? { status: 'failed' } : {}),
  });
}
