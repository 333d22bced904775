import { and, eq, max, ne, sql } from 'drizzle-orm';
import { formatCalendarDate } from '../../../shared/format-date';
import type {
  AdminDueDate,
  AdminTaxCalendar,
  ImportAnswer,
  Obligation,
} from '../../../shared/responses/tax-calendar';
import { toSlug } from '../../../shared/slug';
import { argentineDay } from '../../../shared/calendar-days';
import type { DueDateFields } from '../../../shared/tax-calendar';
import { digitsText } from '../../../shared/tax-calendar-rules';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { taxCalendarYears, taxDueDates, taxObligations } from '../../db/schema';
import { badRequest, conflict, fieldError, notFound } from '../../errors';
import { readDueDateCsv } from './due-date-csv';
import { readObligations, rowsOfYear, yearsWithRows } from './due-date-store';

export const DUE_DATE_NOT_FOUND = 'No encontramos ese vencimiento.';

/** One writer of the calendar at a time: an import replaces periods a row edit may touch. */
const lockCalendar = (tx: Db) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('tax-calendar'))`);

const adminRow = (row: {
  id: string;
  obligation: string;
  label: string;
  period: string;
  digits: number[];
  date: string;
}): AdminDueDate => ({ ...row, digits: digitsText(row.digits) });

/** The panel's year: its rows, whether it was confirmed, the obligations and every year kept. */
export async function adminCalendar(ctx: ServiceContext, year?: number): Promise<AdminTaxCalendar> {
  const shown = year ?? Number(argentineDay(ctx.now()).slice(0, 4));
  const [rows, obligations, years, confirmations] = await Promise.all([
    rowsOfYear(ctx.db, shown),
    readObligations(ctx.db),
    yearsWithRows(ctx.db),
    ctx.db.select().from(taxCalendarYears),
  ]);
  const confirmed = new Map(confirmations.map((row) => [row.year, row.confirmedAt]));
  return {
    year: shown,
    confirmedAt: confirmed.get(shown)?.toISOString() ?? null,
    rows: rows.map(adminRow),
    obligations,
    years: years.map((row) => ({ ...row, confirmed: confirmed.has(row.year) })),
  };
}

/**
 * Imports a CSV all or nothing: every obligation and period in the file has its dates replaced
 * by the file's, in one transaction. A bad line answers 400 with every line's error.
 */
export async function importCalendar(ctx: ServiceContext, text: string): Promise<ImportAnswer> {
  const read = readDueDateCsv(text, await readObligations(ctx.db));
  if ('errors' in read) {
    const count = read.errors.length;
    throw badRequest(
      count === 1 ? 'El archivo tiene un error.' : `El archivo tiene ${count} errores.`,
      read.errors.map((message) => ({ field: 'csv', message })),
    );
  }
  const periods = new Map(read.rows.map((row) => [`${row.obligation}|${row.period}`, row]));
  const now = ctx.now();
  const replaced = await ctx.db.transaction(async (tx) => {
    await lockCalendar(tx);
    let removed = 0;
    for (const { obligation, period } of periods.values()) {
      const gone = await tx
        .delete(taxDueDates)
        .where(and(eq(taxDueDates.obligation, obligation), eq(taxDueDates.period, period)))
        .returning({ id: taxDueDates.id });
      removed += gone.length;
    }
    await tx.insert(taxDueDates).values(
      read.rows.map((row) => ({
        obligation: row.obligation,
        period: row.period,
        digits: row.digits,
        dueDate: row.date,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return removed;
  });
  const imported = read.rows.length;
  return {
    imported,
    replaced,
    message:
      `Importamos ${imported} ${imported === 1 ? 'vencimiento' : 'vencimientos'}` +
      (replaced > 0 ? ` y reemplazamos ${replaced} de los mismos períodos.` : '.'),
  };
}

/** The rows of another due date of the same obligation and period that share a digit with it. */
async function digitsTakenBy(tx: Db, id: string, fields: DueDateFields): Promise<number[]> {
  const others = await tx
    .select({ digits: taxDueDates.digits })
    .from(taxDueDates)
    .where(
      and(
        eq(taxDueDates.obligation, fields.obligation),
        eq(taxDueDates.period, fields.period),
        ne(taxDueDates.id, id),
      ),
    );
  const taken = new Set(others.flatMap((row) => row.digits));
  return fields.digits.filter((digit) => taken.has(digit));
}

/** Saves a row over an existing one; a digit may not get two dates for one period. */
export async function updateCalendarRow(
  ctx: ServiceContext,
  id: string,
  fields: DueDateFields,
): Promise<AdminDueDate> {
  return ctx.db.transaction(async (tx) => {
    await lockCalendar(tx);
    const [obligation] = await tx
      .select({ label: taxObligations.label })
      .from(taxObligations)
      .where(eq(taxObligations.slug, fields.obligation));
    if (!obligation) throw fieldError('obligation', 'Elegí una obligación de la lista.');
    const clash = await digitsTakenBy(tx, id, fields);
    if (clash.length > 0)
      throw fieldError(
        'digits',
        `${clash.length > 1 ? 'Los dígitos' : 'El dígito'} ${digitsText(clash)} ya ${clash.length > 1 ? 'tienen' : 'tiene'} otra fecha para ese período.`,
      );
    const [saved] = await tx
      .update(taxDueDates)
      .set({
        obligation: fields.obligation,
        period: fields.period,
        digits: fields.digits,
        dueDate: fields.date,
        updatedAt: ctx.now(),
      })
      .where(eq(taxDueDates.id, id))
      .returning();
    if (!saved) throw notFound(DUE_DATE_NOT_FOUND);
    return adminRow({ ...saved, label: obligation.label, date: saved.dueDate });
  });
}

export async function deleteCalendarRow(ctx: ServiceContext, id: string): Promise<void> {
  const gone = await ctx.db
    .delete(taxDueDates)
    .where(eq(taxDueDates.id, id))
    .returning({ id: taxDueDates.id });
  if (gone.length === 0) throw notFound(DUE_DATE_NOT_FOUND);
}

/** 'Confirmar fechas 2026': from now on the year's dates are facts on the pages and in mails. */
export async function confirmYear(
  ctx: ServiceContext,
  year: number,
  adminId: string,
): Promise<string> {
  const [has] = await ctx.db
    .select({ id: taxDueDates.id })
    .from(taxDueDates)
    .where(sql`extract(year from ${taxDueDates.dueDate}) = ${year}`)
    .limit(1);
  if (!has) throw badRequest(`No hay fechas de ${year} para confirmar.`);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(taxCalendarYears)
    .values({ year, confirmedAt: now, confirmedBy: adminId })
    .onConflictDoNothing()
    .returning();
  const confirmedAt = row?.confirmedAt ?? now;
  return row
    ? `Confirmaste las fechas de ${year}: el sitio las muestra sin el aviso de ejemplo.`
    : `Las fechas de ${year} ya estaban confirmadas (${formatCalendarDate(argentineDay(confirmedAt))}).`;
}

/** Adds an obligation at the end of the list; its slug is made from the label. */
export async function createObligation(ctx: ServiceContext, label: string): Promise<Obligation> {
  const slug = toSlug(label);
  return ctx.db.transaction(async (tx) => {
    await lockCalendar(tx);
    const [last] = await tx.select({ position: max(taxObligations.position) }).from(taxObligations);
    const [created] = await tx
      .insert(taxObligations)
      .values({ slug, label, position: (last?.position ?? 0) + 1, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ slug: taxObligations.slug, label: taxObligations.label });
    if (!created)
      throw conflict('Ya existe esa obligación.', [
        { field: 'label', message: 'Ya existe una obligación con ese nombre.' },
      ]);
    return created;
  });
}
