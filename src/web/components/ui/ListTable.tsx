import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type TableColumn = {
  label: string;
  className?: string;
  /** Read by screen readers only (a column of buttons needs no visible heading). */
  hidden?: boolean;
};

/** The padding of a cell; add the alignment. */
export const TABLE_CELL = 'py-3 pr-4 last:pr-0';

type ListTableProps = {
  caption: string;
  columns: TableColumn[];
  /** By default the table shows on wide screens only, beside a list of cards for phones. */
  className?: string;
  children: ReactNode;
};

/** A table of rows with a hidden caption, column headings and light dividers. */
export function ListTable({ caption, columns, className, children }: ListTableProps) {
  return (
    <table className={clsx('w-full text-left text-sm', className ?? 'hidden lg:table')}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={clsx(TABLE_CELL, 'font-semibold', column.className)}
            >
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-800">{children}</tbody>
    </table>
  );
}
