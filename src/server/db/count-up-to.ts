import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * How many rows of `table` match `where`, counting no further than `limit`: the database
 * stops reading after `limit` matches instead of finding them all.
 */
export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(limit)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}
