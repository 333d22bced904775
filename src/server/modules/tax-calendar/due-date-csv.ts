import { parse } from 'csv-parse/sync';
import { isCalendarDay } from '../../../shared/consultation-setup';
import { foldText } from '../../../shared/fold-text';
import { digitsText, isPeriod, parseDigits } from '../../../shared/tax-calendar-rules';
import type { Obligation } from '../../../shared/responses/tax-calendar';

/** A row of the file, read: the obligation by its slug, the digits sorted. */
export type CsvDueDate = {
  line: number;
  obligation: string;
  period: string;
  digits: number[];
  date: string;
};

/** The lines of a file the panel takes at once: years of every obligation fit many times over. */
export const MAX_LINES = 5000;

const HEADERS = [
  ['obligation', 'period', 'digits', 'date'],
  ['obligacion', 'periodo', 'digitos', 'fecha'],
];

/** A spreadsheet set to Spanish saves its CSV with `;` between cells; the file's first line says. */
const delimiterOf = (text: string) => ((text.split('\n', 1)[0] ?? '').includes(';') ? ';' : ',');

function checkedRow(cells: string[], line: number, obligations: Map<string, string>) {
  const [obligationText = '', period = '', digitsCell = '', date = ''] = cells.map((cell) =>
    cell.trim(),
  );
  const problems: string[] = [];
  const obligation = obligations.get(foldText(obligationText));
  if (cells.length !== 4) problems.push(`tiene ${cells.length} columnas y debe tener 4`);
  else {
    if (!obligation)
      problems.push(
        obligationText
          ? `no conocemos la obligación «${obligationText}» (agregala primero en la lista)`
          : 'falta la obligación',
      );
    if (!isPeriod(period)) problems.push(`el período «${period}» no es válido (AAAA-MM o AAAA)`);
    if (!parseDigits(digitsCell))
      problems.push(`los dígitos «${digitsCell}» no son válidos (0-1, 2,3 o *)`);
    if (!isCalendarDay(date)) problems.push(`la fecha «${date}» no es válida (AAAA-MM-DD)`);
    else if (isPeriod(period)) {
      const gap = Number(date.slice(0, 4)) - Number(period.slice(0, 4));
      if (gap < 0 || gap > 1) problems.push(`la fecha ${date} no corresponde al período ${period}`);
    }
  }
  if (problems.length > 0) return { error: `Línea ${line}: ${problems.join('; ')}.` };
  return { row: { line, obligation: obligation!, period, digits: parseDigits(digitsCell)!, date } };
}

/**
 * Reads the import's CSV: a header `obligation,period,digits,date` (or in Spanish), then one due
 * date a line. An obligation is named by its slug or its label. Answers every row, or one
 * Spanish error per bad line (with its number as a spreadsheet shows it), never half of it.
 */
export function readDueDateCsv(
  text: string,
  obligations: readonly Obligation[],
): { rows: CsvDueDate[] } | { errors: string[] } {
  const names = new Map<string, string>();
  for (const { slug, label } of obligations) {
    names.set(foldText(slug), slug);
    names.set(foldText(label), slug);
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      errors: [`Línea ${line ?? 1}: el archivo no se puede leer como CSV (revisá las comillas).`],
    };
  }
  const [header, ...body] = records;
  const headerCells = header?.record.map((cell) => foldText(cell.trim())).join(',');
  if (!header || !HEADERS.some((names) => names.join(',') === headerCells))
    return { errors: ['Línea 1: la primera línea debe ser obligation,period,digits,date.'] };
  if (body.length === 0)
    return { errors: ['El archivo no tiene vencimientos después del encabezado.'] };
  if (body.length > MAX_LINES)
    return {
      errors: [`El archivo tiene ${body.length} líneas; importá como máximo ${MAX_LINES} por vez.`],
    };

  const rows: CsvDueDate[] = [];
  const errors: string[] = [];
  const taken = new Map<string, number>();
  for (const { record, info } of body) {
    const checked = checkedRow(record, info.lines, names);
    if ('error' in checked) {
      errors.push(checked.error!);
      continue;
    }
    const row = checked.row;
    const repeated = row.digits.filter((digit) =>
      taken.has(`${row.obligation}|${row.period}|${digit}`),
    );
    if (repeated.length > 0) {
      const first = taken.get(`${row.obligation}|${row.period}|${repeated[0]}`);
      errors.push(
        `Línea ${row.line}: ${repeated.length > 1 ? 'los dígitos' : 'el dígito'} ${digitsText(repeated)} de ${row.obligation} ${row.period} ya ${repeated.length > 1 ? 'tienen' : 'tiene'} fecha en la línea ${first}.`,
      );
      continue;
    }
    for (const digit of row.digits) taken.set(`${row.obligation}|${row.period}|${digit}`, row.line);
    rows.push(row);
  }
  return errors.length > 0 ? { errors } : { rows };
}
