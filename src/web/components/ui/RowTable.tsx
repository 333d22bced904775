import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { CardFact } from './CardFacts';
import { ListTable, TABLE_CELL, type TableColumn } from './ListTable';

export type RowColumn<T> = TableColumn & {
  /** Added to the cell's padding ('text-right tabular-nums'). */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
};

type RowTableProps<T> = { caption: string; columns: RowColumn<T>[]; rows: T[] };

/**
 * A ListTable of `rows`, each column's cell drawn by the column itself, so that a heading and
 * its cells are written side by side. Cells start at the top: a row's cells differ in height.
 */
export function RowTable<T extends { id: string }>({ caption, columns, rows }: RowTableProps<T>) {
  return (
    <ListTable caption={caption} columns={columns}>
      {rows.map((row) => (
        <tr key={row.id}>
          {columns.map((column) => (
            <td key={column.label} className={clsx(TABLE_CELL, 'align-top', column.cellClassName)}>
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </ListTable>
  );
}

/** Some of a row's cells, under their columns' headings, as the facts of its card on phones. */
export function cellFacts<T>(row: T, columns: RowColumn<T>[]): CardFact[] {
  return columns.map((column) => ({ label: column.label, value: column.cell(row) }));
}
