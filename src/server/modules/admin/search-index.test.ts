import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { purchases, users } from '../../db/schema';
import { containsWords } from '../../db/search';

/**
 * The plan PostgreSQL picks when a sequential scan is not an option (the tables are small here),
 * in one transaction so the setting and the EXPLAIN share a connection.
 */
async function planOf(t: TestApp, query: { sql: string; params: unknown[] }): Promise<string> {
  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) =>
    literal(query.params[Number(n) - 1]),
  );
  const rows = await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql.raw(`explain ${text}`));
    return (result as unknown as { rows: Record<string, string>[] }).rows;
  });
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('admin search uses the trigram indexes', () => {
  const t = useTestApp();

  it('serves the users search from users_search_idx', async () => {
    const query = t.db
      .select({ id: users.id })
      .from(users)
      .where(containsWords(users.searchText, 'gómez'))
      .toSQL();
    expect(await planOf(t, query)).toContain('users_search_idx');
  });

  it('serves the purchases search from purchases_search_idx', async () => {
    const query = t.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(containsWords(purchases.searchText, '30123456'))
      .toSQL();
    expect(await planOf(t, query)).toContain('purchases_search_idx');
  });

  it('pages users newest first from users_created_at_idx', async () => {
    const query = t.db
      .select({ id: users.id })
      .from(users)
      .orderBy(sql`${users.createdAt} desc`)
      .limit(10)
      .toSQL();
    expect(await planOf(t, query)).toContain('users_created_at_idx');
  });
});
