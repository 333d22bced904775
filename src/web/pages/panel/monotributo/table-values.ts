import { formatCalendarDate } from '../../../../shared/format-date';
import { formatPrice, formatWhole, parseAmount } from '../../../../shared/money';
import { MONOTRIBUTO_LETTERS, type MonotributoLetter } from '../../../../shared/monotributo';
import type { MonotributoTableInput } from '../../../../shared/monotributo-table';
import type { MonotributoTable } from '../../../../shared/responses/monotributo';

export type AmountField =
  | 'maxIncome'
  | 'maxSurface'
  | 'maxKwh'
  | 'maxRent'
  | 'taxServices'
  | 'taxGoods'
  | 'sipa'
  | 'health';

/** A column of the grid; `whole` for the counts (m², kWh), printed without cents. */
export type Column = { field: AmountField; label: string; whole?: boolean; note?: string };

export const COLUMNS: Column[] = [
  { field: 'maxIncome', label: 'Ingresos brutos anuales' },
  { field: 'maxSurface', label: 'Superficie (m²)', whole: true },
  { field: 'maxKwh', label: 'Energía (kWh/año)', whole: true },
  { field: 'maxRent', label: 'Alquileres anuales' },
  { field: 'taxServices', label: 'Impuesto servicios', note: 'Vacío: solo venta de bienes' },
  { field: 'taxGoods', label: 'Impuesto bienes' },
  { field: 'sipa', label: 'Aporte SIPA' },
  { field: 'health', label: 'Obra social' },
];

type CategoryInput = MonotributoTableInput['categories'][number];

/** A category's row as typed: its letter follows from its place (A, B, … without gaps). */
export type CategoryRow = { letter: MonotributoLetter } & Record<AmountField, string>;

/** The form's values: the day as the date input gives it (aaaa-mm-dd), the rest as typed. */
export type TableValues = { effectiveFrom: string; source: string; rows: CategoryRow[] };

/** Messages by the API's field path: 'effectiveFrom', 'categories.2.maxIncome'. */
export type TableErrors = Record<string, string>;

export const cellPath = (index: number, field: AmountField) => `categories.${index}.${field}`;

export const NOT_AN_AMOUNT = 'No es un número: escribilo como 10.277.988,13 o 10277988.13.';

/** An amount as Argentina writes it, without the peso sign (the columns say what it is). */
function cellText(value: number | null, whole = false): string {
  if (value === null) return '';
  return whole ? formatWhole(value) : formatPrice(value).replace(/^\$\u00a0/, '');
}

/** One value for each column, by its field. */
const byColumn = <V>(value: (column: Column) => V) =>
  Object.fromEntries(COLUMNS.map((column) => [column.field, value(column)])) as Record<
    AmountField,
    V
  >;

export const blankRow = (letter: MonotributoLetter): CategoryRow => ({
  letter,
  ...byColumn(() => ''),
});

/** The form filled from a table; with none, the eleven categories empty and no day. */
export function tableValues(table: MonotributoTable | null): TableValues {
  if (!table) {
    return { effectiveFrom: '', source: '', rows: MONOTRIBUTO_LETTERS.map(blankRow) };
  }
  const rows = table.categories.map((category) => ({
    letter: category.letter,
    ...byColumn(({ field, whole }) => cellText(category[field], whole)),
  }));
  return { effectiveFrom: table.effectiveFrom, source: table.source, rows };
}

/**
 * What the API takes, and the cells whose text is not a number (not sent while there are any).
 * An empty tax for services makes the category goods-only; another empty cell goes as none,
 * for the server to ask for it under the cell.
 */
export function tableBody(values: TableValues): {
  body: MonotributoTableInput;
  errors: TableErrors;
} {
  const errors: TableErrors = {};
  const categories = values.rows.map((row, index) => {
    const amounts = byColumn(({ field }) => {
      const text = row[field].trim();
      const amount = parseAmount(text);
      if (text !== '' && amount === null) errors[cellPath(index, field)] = NOT_AN_AMOUNT;
      return amount ?? (field === 'taxServices' ? null : Number.NaN);
    });
    // Only the tax for services is ever null (the rest are NaN when empty).
    return { letter: row.letter, ...(amounts as Omit<CategoryInput, 'letter'>) };
  });
  const source = values.source.trim();
  return {
    body: { effectiveFrom: values.effectiveFrom, ...(source ? { source } : {}), categories },
    errors,
  };
}

/** How a table stands today: the one in force, an earlier one, or one still to come. */
export function tableStatus(effectiveFrom: string, inForce: string | null): string {
  const day = formatCalendarDate(effectiveFrom);
  if (effectiveFrom === inForce) return `Vigente desde ${day}`;
  return inForce !== null && effectiveFrom < inForce ? `Rigió desde ${day}` : `Regirá desde ${day}`;
}

/** What saving does with the day typed: replace the table of that day, or add one. */
export function dayHint(effectiveFrom: string, days: string[]): string {
  return days.includes(effectiveFrom)
    ? `Ya hay una tabla que rige desde el ${formatCalendarDate(effectiveFrom)}: al guardar, la reemplazás entera.`
    : 'Con una fecha nueva se guarda otra tabla, y la anterior sigue rigiendo hasta ese día; con la fecha de una tabla que ya existe, la reemplaza.';
}
