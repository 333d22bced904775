import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { invoices, purchases } from '../../db/schema';
import { DUPLICATE_DETAIL } from './duplicates';
import { CHECKOUT_TTL_MS, REOPEN_MARGIN_MS } from './open-checkout';
import type {
  OpenCheckout,
  PayerData,
  PurchaseRecord,
  PurchaseSummary,
} from '../../../shared/responses/payments';

type PurchaseRow = typeof purchases.$inferSelect;

/** The list price, the coupon's discount and code of a purchase (its amount is what was paid). */
export function priceBreakdown(row: Pick<PurchaseRow, 'amount' | 'discount' | 'couponCode'>) {
  return {
    listPrice: Math.round((row.amount + row.discount) * 100) / 100,
    discount: row.discount,
    coupon: row.couponCode,
  };
}

export function toPurchaseSummary(row: PurchaseRow): PurchaseSummary {
  return {
    ...priceBreakdown(row),
    id: row.id,
    status: row.status,
    operationId: row.paymentId,
    amount: row.amount,
    currency: row.currency,
    course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle },
    bookingId: row.bookingId,
    bundleId: row.bundleId,
    seats: row.seats,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    duplicate: row.statusDetail === DUPLICATE_DETAIL,
  };
}

/**
 * The buyer's purchases, newest first: those that reached a payment (a checkout left before
 * paying is not a purchase) or were approved without one (a coupon took the whole price); the
 * checkouts still open without a payment (what 'Pagar' would lead back to); and the payer data of
 * the latest checkout to prefill the next, with the account's e-mail as it is now.
 */
export async function purchaseHistory(
  ctx: ServiceContext,
  buyer: { id: string; email: string },
): Promise<{
  purchases: PurchaseRecord[];
  openCheckouts: OpenCheckout[];
  lastPayer: PayerData | null;
}> {
  const rows = await ctx.db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, buyer.id))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  const latest = rows[0];
  const paid = rows.filter((row) => row.paymentId !== null || row.approvedAt !== null);
  const issued = paid.length
    ? await ctx.db
        .select({ purchaseId: invoices.purchaseId, kind: invoices.kind })
        .from(invoices)
        .where(
          and(
            inArray(
              invoices.purchaseId,
              paid.map((row) => row.id),
            ),
            eq(invoices.status, 'issued'),
          ),
        )
    : [];
  const has = (purchaseId: string, kind: 'invoice' | 'credit_note') =>
    issued.some((row) => row.purchaseId === purchaseId && row.kind === kind);
  return {
    purchases: paid.map((row) => ({
      ...toPurchaseSummary(row),
      invoiceUrl: has(row.id, 'invoice') ? `/api/user/purchases/${row.id}/invoice.pdf` : null,
      creditNoteUrl: has(row.id, 'credit_note')
        ? `/api/user/purchases/${row.id}/credit-note.pdf`
        : null,
      checkoutUrl: row.status === 'pending' ? row.initPoint : null,
    })),
    openCheckouts: openCheckoutsOf(rows, ctx.payments.name, ctx.now()),
    lastPayer: latest
      ? {
          name: latest.payerName,
          lastname: latest.payerLastname,
          email: buyer.email,
          document: latest.payerDocument,
          country: latest.payerCountry,
          region: latest.payerRegion,
          location: latest.payerLocation,
        }
      : null,
  };
}

/**
 * The checkouts with no payment yet at the provider in use, as long as they stay open past the
 * margin in which 'Pagar' would open a new one instead (open-checkout.ts).
 */
function openCheckoutsOf(rows: PurchaseRow[], provider: string, now: Date): OpenCheckout[] {
  const openSince = now.getTime() - CHECKOUT_TTL_MS + REOPEN_MARGIN_MS;
  return rows.flatMap((row) =>
    row.status === 'pending' &&
    row.paymentId === null &&
    row.provider === provider &&
    row.initPoint !== null &&
    (row.courseId !== null || row.bundleId !== null) &&
    row.createdAt.getTime() > openSince
      ? [
          {
            ...priceBreakdown(row),
            id: row.id,
            courseId: row.courseId,
            bundleId: row.bundleId,
            amount: row.amount,
            createdAt: row.createdAt.toISOString(),
            expiresAt: new Date(row.createdAt.getTime() + CHECKOUT_TTL_MS).toISOString(),
            checkoutUrl: row.initPoint,
          },
        ]
      : [],
  );
}

export async function findPurchase(
  ctx: ServiceContext,
  purchaseId: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return row;
}
