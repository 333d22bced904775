import { stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';

/**
 * A CSV that opens in a spreadsheet set to Spanish (Argentina): UTF-8 with BOM, `;` between
 * cells, CRLF, cells that a spreadsheet would run as formulas escaped.
 */
const SPREADSHEET = {
  bom: true,
  delimiter: ';',
  record_delimiter: 'windows',
  escape_formulas: true,
  header: true,
} as const;

/** A decimal comma and no thousands separator: what a spreadsheet in Argentina reads as a number. */
export const csvAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

/** A stream that writes the rows it is given (arrays of cells) under `headers`. */
export const spreadsheetCsv = (headers: string[]) =>
  stringify({ ...SPREADSHEET, columns: headers });

/** A column of a small table: its heading and how a row reads in it. */
export type CsvColumn<Row> = [header: string, value: (row: Row) => string];

/** A small table, written at once. */
export function spreadsheetTable<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return stringifyNow(
    rows.map((row) => columns.map(([, value]) => value(row))),
    { ...SPREADSHEET, columns: columns.map(([header]) => header) },
  );
}
