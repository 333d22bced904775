import { asc, desc, eq, lte } from 'drizzle-orm';
import type { MonotributoTableFields } from '../../../shared/monotributo-table';
import type { MonotributoTable } from '../../../shared/responses/monotributo';
import type { Db } from '../../db/client';
import { monotributoCategories, monotributoTables } from '../../db/schema';

type TableRow = typeof monotributoTables.$inferSelect;

const CATEGORY_COLUMNS = {
  letter: monotributoCategories.letter,
  maxIncome: monotributoCategories.maxIncome,
  maxSurface: monotributoCategories.maxSurface,
  maxKwh: monotributoCategories.maxKwh,
  maxRent: monotributoCategories.maxRent,
  taxServices: monotributoCategories.taxServices,
  taxGoods: monotributoCategories.taxGoods,
  sipa: monotributoCategories.sipa,
  health: monotributoCategories.health,
};

async function withCategories(db: Db, table: TableRow | undefined) {
  if (!table) return undefined;
  const categories = await db
    .select(CATEGORY_COLUMNS)
    .from(monotributoCategories)
    .where(eq(monotributoCategories.tableId, table.id))
    .orderBy(asc(monotributoCategories.letter));
  return { effectiveFrom: table.effectiveFrom, source: table.source, categories };
}

/** The table in force on an Argentine day ('YYYY-MM-DD'): the latest that rules from it or before. */
export async function readTableInForce(db: Db, day: string): Promise<MonotributoTable | undefined> {
  const [table] = await db
    .select()
    .from(monotributoTables)
    .where(lte(monotributoTables.effectiveFrom, day))
    .orderBy(desc(monotributoTables.effectiveFrom))
    .limit(1);
  return withCategories(db, table);
}

/** The table that rules from exactly that day. */
export async function readTableFrom(
  db: Db,
  effectiveFrom: string,
): Promise<MonotributoTable | undefined> {
  const [table] = await db
    .select()
    .from(monotributoTables)
    .where(eq(monotributoTables.effectiveFrom, effectiveFrom));
  return withCategories(db, table);
}

/** Every table's day and source, oldest first. */
export function readTableDates(db: Db): Promise<{ effectiveFrom: string; source: string }[]> {
  return db
    .select({ effectiveFrom: monotributoTables.effectiveFrom, source: monotributoTables.source })
    .from(monotributoTables)
    .orderBy(asc(monotributoTables.effectiveFrom));
}

/**
 * Writes the table of `effectiveFrom` with exactly these categories, in one transaction: a new
 * day makes a new table, a known one is replaced. Without a source, a replaced table keeps its own.
 */
export async function writeTable(db: Db, fields: MonotributoTableFields, now: Date) {
  const { effectiveFrom, source, categories } = fields;
  await db.transaction(async (tx) => {
    const [table] = await tx
      .insert(monotributoTables)
      .values({ effectiveFrom, source: source ?? '', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: monotributoTables.effectiveFrom,
        set: source === undefined ? { updatedAt: now } : { source, updatedAt: now },
      })
      .returning({ id: monotributoTables.id });
    await tx.delete(monotributoCategories).where(eq(monotributoCategories.tableId, table!.id));
    await tx
      .insert(monotributoCategories)
      .values(categories.map((category) => ({ tableId: table!.id, ...category })));
  });
}
