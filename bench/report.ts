import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One line of the results: a figure, what it is compared with, and the budget's verdict. */
export type ResultRow = {
  group: string;
  what: string;
  figure: string;
  reference?: string;
  ratio?: number;
  budget: string;
  /** null: reported only, no budget applies here. */
  pass: boolean | null;
  /** The raw numbers behind the line, for the JSON file. */
  data?: Record<string, unknown>;
};

const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'pass' : 'FAIL');

export function formatTable(rows: ResultRow[]): string {
  const header = ['what', 'figure', 'reference', 'ratio', 'budget', 'result'];
  const cells = rows.map((row) => [
    row.what,
    row.figure,
    row.reference ?? '',
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
    row.budget,
    verdict(row.pass),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]!.length)),
  );
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export function writeResults(file: string, content: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const perSecond = (value: number) => `${Math.round(value)} req/s`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
