import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AdminInvoicesQuery } from '../../../shared/admin';
import type { ServiceContext } from '../../context';
import { newestFirst, onPage, toPage, totalRows, type Page } from '../../db/paginate';
import { invoices, purchases } from '../../db/schema';
import { isUuid } from '../../db/search';
import { VOUCHER_NAMES } from '../invoices/voucher';
import type { AdminInvoice } from '../../../shared/responses/admin';

type InvoiceRow = typeof invoices.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function label(invoice: InvoiceRow): string {
  const kind = VOUCHER_NAMES[invoice.voucherType];
  const name = kind ? `${kind.name} ${kind.letter}` : `Comprobante ${invoice.voucherType}`;
  return invoice.number && invoice.status === 'issued'
    ? `${name} ${pad(invoice.pointOfSale, 5)}-${pad(invoice.number, 8)}`
    : name;
}

/** ARCA's '20261202' as '2026-12-02'. */
const isoDate = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

function toAdminInvoice(invoice: InvoiceRow, purchase: PurchaseRow): AdminInvoice {
  return {
    id: invoice.id,
    kind: invoice.kind,
    label: label(invoice),
    status: invoice.status,
    number: invoice.status === 'issued' ? invoice.number : null,
    cae: invoice.cae,
    caeDueDate: invoice.caeDueDate && isoDate(invoice.caeDueDate),
    total: invoice.total,
    attempts: invoice.attempts,
    lastError: invoice.lastError,
    createdAt: invoice.createdAt.toISOString(),
    issuedAt: invoice.issuedAt?.toISOString() ?? null,
    purchase: {
      id: purchase.id,
      courseTitle: purchase.courseTitle,
      payerName: `${purchase.payerName} ${purchase.payerLastname}`,
      payerEmail: purchase.payerEmail,
    },
  };
}

function conditions(query: AdminInvoicesQuery): SQL | undefined {
  const byStatus = query.filter ? eq(invoices.status, query.filter) : undefined;
  const search = query.search;
  const bySearch = !search
    ? undefined
    : isUuid(search)
      ? or(eq(invoices.id, search), eq(invoices.purchaseId, search))
      : /^\d+$/.test(search)
        ? or(eq(invoices.number, Number(search)), eq(invoices.cae, search))
        : sql`lower(${purchases.payerEmail}) like ${`%${search.toLowerCase()}%`}`;
  return and(byStatus, bySearch);
}

/** Electronic vouchers, newest first: their state, ARCA's last error and attempts. */
export async function listInvoices(
  ctx: ServiceContext,
  query: AdminInvoicesQuery,
): Promise<Page<AdminInvoice>> {
  const where = conditions(query);
  const withPayer = <Fields extends SelectedFields>(fields: Fields) =>
    ctx.db
      .select(fields)
      .from(invoices)
      .innerJoin(purchases, eq(invoices.purchaseId, purchases.id));
  const rows = await onPage(
    withPayer({ invoice: invoices, purchase: purchases, total: totalRows })
      .where(where)
      .orderBy(...newestFirst(invoices))
      .$dynamic(),
    query.page,
  );
  return toPage(rows, {
    page: query.page,
    map: (row) => toAdminInvoice(row.invoice, row.purchase),
    countAll: () => ctx.db.$count(withPayer({ id: invoices.id }).where(where).as('matches')),
  });
}
