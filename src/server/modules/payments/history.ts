import { desc, eq } from 'drizzle-orm';
import type { PayerData, PurchaseSummary } from '../../../shared/purchases';
import type { ServiceContext } from '../../context';
import { purchases } from '../../db/schema';

type PurchaseRow = typeof purchases.$inferSelect;

export function toPurchaseSummary(row: PurchaseRow): PurchaseSummary {
  return {
    id: row.id,
    status: row.status,
    operationId: row.paymentId,
    amount: row.amount,
    currency: row.currency,
    course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle },
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/**
 * The buyer's purchases, newest first: those that reached a payment (a checkout left before
 * paying is not a purchase), and the payer data of the latest checkout to prefill the next.
 */
export async function purchaseHistory(
  ctx: ServiceContext,
  userId: string,
): Promise<{ purchases: PurchaseSummary[]; lastPayer: PayerData | null }> {
  const rows = await ctx.db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  const latest = rows[0];
  return {
    purchases: rows.filter((row) => row.paymentId !== null).map(toPurchaseSummary),
    lastPayer: latest
      ? {
          name: latest.payerName,
          lastname: latest.payerLastname,
          email: latest.payerEmail,
          document: latest.payerDocument,
          country: latest.payerCountry,
          region: latest.payerRegion,
          location: latest.payerLocation,
        }
      : null,
  };
}

export async function findPurchase(
  ctx: ServiceContext,
  purchaseId: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return row;
}
