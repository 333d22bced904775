import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminPurchasesQuery, PurchaseFilter } from '../../../shared/admin';
import type { ServiceContext } from '../../context';
import { countUpTo } from '../../db/count-up-to';
import { newestFirst, onPage, toCappedPage, type Page } from '../../db/paginate';
import { duplicatePayments, purchases, users } from '../../db/schema';
import { containsWords, isUuid } from '../../db/search';
import { priceBreakdown } from '../payments/history';
import type { DuplicatePayment } from '../../../shared/responses/payments';
import type { AdminPurchase } from '../../../shared/responses/admin';

// Every column but search_text, which only the database reads (an export would carry it
// 200,000 times).
const { searchText: _searchText, ...purchaseColumns } = getTableColumns(purchases);
export type PurchaseRow = Omit<typeof purchases.$inferSelect, 'searchText'>;
/** A purchase as the export writes it: with its duplicate payments. */
export type ExportRow = PurchaseRow & {
  duplicates: Pick<DuplicatePayment, 'paymentId' | 'status'>[];
};
type BuyerRow = { id: string; username: string; email: string } | null;

/** The columns a row of the list shows (toAdminPurchase): a page reads no more. */
const listedColumns = {
  id: purchases.id,
  status: purchases.status,
  statusDetail: purchases.statusDetail,
  paymentId: purchases.paymentId,
  amount: purchases.amount,
  discount: purchases.discount,
  couponCode: purchases.couponCode,
  currency: purchases.currency,
  provider: purchases.provider,
  reviewReason: purchases.reviewReason,
  createdAt: purchases.createdAt,
  approvedAt: purchases.approvedAt,
  courseId: purchases.courseId,
  courseSlug: purchases.courseSlug,
  courseTitle: purchases.courseTitle,
  payerName: purchases.payerName,
  payerLastname: purchases.payerLastname,
  payerEmail: purchases.payerEmail,
  payerDocument: purchases.payerDocument,
  payerCountry: purchases.payerCountry,
  payerRegion: purchases.payerRegion,
  payerLocation: purchases.payerLocation,
  companyCuit: purchases.companyCuit,
  companyName: purchases.companyName,
  companyIvaCondition: purchases.companyIvaCondition,
  seats: purchases.seats,
  refundedSeats: purchases.refundedSeats,
};
type ListedRow = Pick<PurchaseRow, keyof typeof listedColumns>;

// Qualified by hand: a select of one table names its columns without the table, and inside
// these subqueries "id" would be the duplicate payment's.
const ofThisPurchase = sql`from ${duplicatePayments} d where d.purchase_id = ${purchases}.id`;

/**
 * What each filter shows. approved, pending, unpaid, rejected and refunded split every purchase
 * but the abandoned ones, and the list, the export and the dashboard all count with these:
 * - pending: a payment waiting to be credited (a cash voucher), and payments the provider
 *   cancelled, which read 'Pendiente' everywhere (docs/decisions/0004-payments.md);
 * - unpaid: a checkout still open that nobody paid yet;
 * - abandoned: a checkout that expired without any payment;
 * - duplicate: purchases with a payment refunded on its own, whatever their status.
 */
export const PURCHASE_FILTER_CONDITIONS: Record<PurchaseFilter, SQL> = {
  approved: eq(purchases.status, 'approved'),
  pending: or(
    and(eq(purchases.status, 'pending'), isNotNull(purchases.paymentId)),
    eq(purchases.status, 'cancelled'),
  )!,
  unpaid: and(eq(purchases.status, 'pending'), isNull(purchases.paymentId))!,
  rejected: eq(purchases.status, 'rejected'),
  refunded: inArray(purchases.status, ['refunded', 'charged_back', 'withdrawn']),
  abandoned: eq(purchases.status, 'abandoned'),
  duplicate: sql`exists (select 1 ${ofThisPurchase})`,
};

/**
 * The filter and search of the purchases list (and of its CSV export). Without a filter,
 * abandoned checkouts stay out: they were never paid, and every visitor who leaves the
 * checkout adds one. A purchase or user id (links from e-mails and the users list) finds
 * those purchases whatever they are.
 */
export function purchaseConditions(query: Omit<AdminPurchasesQuery, 'page'>): SQL | undefined {
  const byId = isUuid(query.search);
  const byStatus = query.filter
    ? PURCHASE_FILTER_CONDITIONS[query.filter]
    : byId
      ? undefined
      : ne(purchases.status, 'abandoned');
  const bySearch = byId
    ? or(eq(purchases.id, query.search), eq(purchases.userId, query.search))
    : containsWords(purchases.searchText, query.search);
  return and(byStatus, bySearch);
}

/** A purchase's duplicate payments, oldest first, as one JSON array per row. */
export const duplicatesOf = sql<DuplicateRow[]>`coalesce((
  select json_agg(json_build_object(
    'paymentId', d.payment_id,
    'amount', d.amount::float8,
    'status', d.status,
    'createdAt', d.created_at,
    'refundedAt', d.refunded_at
  ) order by d.id) ${ofThisPurchase}
), '[]'::json)`;

type DuplicateRow = Omit<DuplicatePayment, 'createdAt' | 'refundedAt'> & {
  createdAt: string;
  refundedAt: string | null;
};

const isoTime = (text: string) => new Date(text).toISOString();

export function toAdminPurchase(
  row: ListedRow,
  buyer: BuyerRow,
  duplicates: DuplicateRow[],
): AdminPurchase {
  // Named one by one: a literal that starts with a spread is built property by property, in
  // V8's slow path (about 10 µs a row, measured).
  const { listPrice, discount, coupon } = priceBreakdown(row);
  return {
    listPrice,
    discount,
    coupon,
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
    // All three or none (a check of the table).
    seats: row.seats,
    refundedSeats: row.refundedSeats,
    company:
      row.companyCuit === null || row.companyName === null || row.companyIvaCondition === null
        ? null
        : { cuit: row.companyCuit, name: row.companyName, ivaCondition: row.companyIvaCondition },
    duplicates: duplicates.map((duplicate) => ({
      ...duplicate,
      createdAt: isoTime(duplicate.createdAt),
      refundedAt: duplicate.refundedAt === null ? null : isoTime(duplicate.refundedAt),
    })),
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
  const rows = await onPage(
    ctx.db
      .select({ purchase: listedColumns, buyer: buyerColumns, duplicates: duplicatesOf })
      .from(purchases)
      .leftJoin(users, eq(purchases.userId, users.id))
      .where(where)
      .orderBy(...newestFirst(purchases))
      .$dynamic(),
    query.page,
  );
  return toCappedPage(rows, {
    page: query.page,
    map: (row) => toAdminPurchase(row.purchase, row.buyer, row.duplicates),
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
): AsyncGenerator<ExportRow[]> {
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
      .select({
        ...purchaseColumns,
        duplicates: duplicatesOf,
        position: sql<string>`${purchases.createdAt}::text`,
      })
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
