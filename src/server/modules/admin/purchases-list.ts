import { and, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPurchasesQuery, PurchaseFilter } from '../../../shared/admin';
import type { AdminPurchase } from '../../../shared/admin-types';
import type { PurchaseStatus } from '../../../shared/purchases';
import type { ServiceContext } from '../../context';
import { countUpTo } from '../../db/count-up-to';
import { pageWindow, toCappedPage, type Page } from '../../db/paginate';
import { purchases, users } from '../../db/schema';
import { containsWords, isUuid } from '../../db/search';

// Every column but search_text, which only the database reads (an export would carry it
// 200,000 times).
const { searchText: _searchText, ...purchaseColumns } = getTableColumns(purchases);
export type PurchaseRow = Omit<typeof purchases.$inferSelect, 'searchText'>;
type BuyerRow = { id: string; username: string; email: string } | null;

const STATUSES_OF: Record<PurchaseFilter, PurchaseStatus[]> = {
  approved: ['approved'],
  rejected: ['rejected'],
  // Cancelled reads 'Pendiente' everywhere, so the pending filter shows it too.
  pending: ['pending', 'cancelled'],
  refunded: ['refunded', 'charged_back'],
};

/** The filter and search of the purchases list (and of its CSV export). */
export function purchaseConditions(query: Omit<AdminPurchasesQuery, 'page'>): SQL | undefined {
  const byStatus = query.filter ? inArray(purchases.status, STATUSES_OF[query.filter]) : undefined;
  // A purchase or user id (links from e-mails and the users list) finds those purchases.
  const bySearch = isUuid(query.search)
    ? or(eq(purchases.id, query.search), eq(purchases.userId, query.search))
    : containsWords(purchases.searchText, query.search);
  return and(byStatus, bySearch);
}

export function toAdminPurchase(row: PurchaseRow, buyer: BuyerRow): AdminPurchase {
  return {
    id: row.id,
    status: row.status,
    statusDetail: row.statusDetail,
    operationId: row.paymentId,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    reviewReason: row.reviewReason,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle },
    user: buyer,
    payer: {
      name: row.payerName,
      lastname: row.payerLastname,
      email: row.payerEmail,
      document: row.payerDocument,
      country: row.payerCountry,
      region: row.payerRegion,
      location: row.payerLocation,
    },
  };
}

const buyerColumns = { id: users.id, username: users.username, email: users.email };

/**
 * One page of purchases, newest first, filtered and searched in the database, with a total
 * counted up to a cap (see toCappedPage).
 */
export async function listPurchases(
  ctx: ServiceContext,
  query: AdminPurchasesQuery,
): Promise<Page<AdminPurchase>> {
  const where = purchaseConditions(query);
  const { limit, offset } = pageWindow(query.page);
  const rows = await ctx.db
    .select({ purchase: purchaseColumns, buyer: buyerColumns })
    .from(purchases)
    .leftJoin(users, eq(purchases.userId, users.id))
    .where(where)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit)
    .offset(offset);
  return toCappedPage(rows, {
    page: query.page,
    map: (row) => toAdminPurchase(row.purchase, row.buyer),
    countUpTo: (limit) => countUpTo(ctx.db, purchases, where, limit),
  });
}

/**
 * The filtered purchases, newest first, a batch at a time (keyset pagination), so an export of
 * any size never holds more than one batch in memory.
 */
export async function* purchasesInBatches(
  ctx: ServiceContext,
  query: Omit<AdminPurchasesQuery, 'page'>,
  // 500: measured on 200,000 purchases, the server's memory grew 7–9 MiB; with 1,000, 51–71 MiB
  // (docs/performance.md, "The export's batches").
  batchSize = 500,
): AsyncGenerator<PurchaseRow[]> {
  const where = purchaseConditions(query);
  let last: { position: string; id: string } | undefined;
  for (;;) {
    // After the last row sent, by (created_at, id): a range of purchases_created_at_id_idx,
    // however far into the export. The time goes back as the database's text, microseconds and
    // all (a JavaScript date keeps milliseconds, and rows within one would be skipped).
    const after = last
      ? sql`(${purchases.createdAt}, ${purchases.id}) < (${last.position}::timestamptz, ${last.id}::uuid)`
      : undefined;
    const rows = await ctx.db
      .select({ ...purchaseColumns, position: sql<string>`${purchases.createdAt}::text` })
      .from(purchases)
      .where(and(where, after))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    const { position, id } = rows.at(-1)!;
    last = { position, id };
    if (rows.length < batchSize) return;
  }
}
