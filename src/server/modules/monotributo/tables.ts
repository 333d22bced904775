import { MONOTRIBUTO_TABLE_NOT_FOUND, NO_MONOTRIBUTO_TABLE } from '../../../shared/monotributo';
import type { MonotributoTableFields } from '../../../shared/monotributo-table';
import type {
  AdminMonotributoTable,
  MonotributoTable,
} from '../../../shared/responses/monotributo';
import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { argentineDay } from '../../../shared/calendar-days';
import { readTableDates, readTableFrom, readTableInForce, writeTable } from './table-store';

/** The table in force today (Argentine day, by the context's clock). */
export async function tableInForce(ctx: ServiceContext): Promise<MonotributoTable> {
  const table = await readTableInForce(ctx.db, argentineDay(ctx.now()));
  if (!table) throw notFound(NO_MONOTRIBUTO_TABLE);
  return table;
}

/** The table ruling from `effectiveFrom`, or the one in force today, with every table's day. */
export async function adminTable(
  ctx: ServiceContext,
  effectiveFrom?: string,
): Promise<AdminMonotributoTable> {
  const table = effectiveFrom
    ? await readTableFrom(ctx.db, effectiveFrom)
    : await tableInForce(ctx);
  if (!table) throw notFound(MONOTRIBUTO_TABLE_NOT_FOUND);
  return { ...table, tables: await readTableDates(ctx.db) };
}

/** Creates the table of its day, or replaces it; answers it as the panel reads it. */
export async function saveTable(
  ctx: ServiceContext,
  fields: MonotributoTableFields,
): Promise<AdminMonotributoTable> {
  await writeTable(ctx.db, fields, ctx.now());
  return adminTable(ctx, fields.effectiveFrom);
}
