import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** Rows per page of the admin lists. */
export const PAGE_SIZE = 10;

/**
 * How many rows past the start of a page a capped list counts before it stops and answers
 * "more than": counting every match of a common word costs as much as reading them all.
 */
export const COUNT_AHEAD = 100;

/**
 * A page of a list and how many rows the whole filtered list has. When `totalCapped` is true
 * the count stopped at `total` and the list holds more rows than that.
 */
export type Page<T> = {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
};

/**
 * Select this column next to a page's rows: the size of the whole filtered list, computed by
 * the same query that reads the page (`count(*) over ()`), so the page and its total agree.
 */
export const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

/** LIMIT and OFFSET of a 1-based page. */
export const pageWindow = (page: number, pageSize = PAGE_SIZE) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** A list's query cut to its 1-based page (the query made `$dynamic()` first). */
export const onPage = <Query extends PgSelect>(query: Query, page: number) => {
  const { limit, offset } = pageWindow(page);
  return query.limit(limit).offset(offset);
};

/**
 * The admin lists' order: newest first, then by id among rows of one instant, so that
 * consecutive pages never share or skip a row.
 */
export const newestFirst = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }) => [
  desc(table.createdAt),
  desc(table.id),
];

/**
 * A page from rows that carry `total`. A page past the end has no row to read the total from,
 * so `countAll` is asked in that case only.
 */
export async function toPage<Row extends { total: number }, Item>(
  rows: Row[],
  options: {
    page: number;
    pageSize?: number;
    map: (row: Row) => Item;
    countAll: () => PromiseLike<number>;
  },
): Promise<Page<Item>> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const total = rows[0]?.total ?? (options.page > 1 ? await options.countAll() : 0);
  return {
    items: rows.map(options.map),
    total,
    totalCapped: false,
    page: options.page,
    pageSize,
  };
}

/**
 * A page whose total is counted only up to COUNT_AHEAD rows past the page's start.
 * `countUpTo(n)` answers how many rows match, stopping at n. A page that is not full already
 * tells the exact total, so the count is asked only after a full page or past the end.
 */
export async function toCappedPage<Row, Item>(
  rows: Row[],
  options: {
    page: number;
    pageSize?: number;
    map: (row: Row) => Item;
    countUpTo: (limit: number) => Promise<number>;
  },
): Promise<Page<Item>> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const { offset } = pageWindow(options.page, pageSize);
  const page = { items: rows.map(options.map), page: options.page, pageSize };
  const lastPage = rows.length > 0 && rows.length < pageSize;
  if (lastPage || (rows.length === 0 && offset === 0)) {
    return { ...page, total: offset + rows.length, totalCapped: false };
  }
  const cap = offset + COUNT_AHEAD;
  const counted = await options.countUpTo(cap + 1);
  return { ...page, total: Math.min(counted, cap), totalCapped: counted > cap };
}
