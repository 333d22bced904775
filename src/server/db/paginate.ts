import { sql } from 'drizzle-orm';

/** Rows per page of the admin lists. */
export const PAGE_SIZE = 10;

/** A page of a list and how many rows the whole filtered list has. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

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
    countAll: () => Promise<number>;
  },
): Promise<Page<Item>> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const total = rows[0]?.total ?? (options.page > 1 ? await options.countAll() : 0);
  return { items: rows.map(options.map), total, page: options.page, pageSize };
}
