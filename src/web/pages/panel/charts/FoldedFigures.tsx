import { ListTable, type TableColumn } from '../../../components/ui/ListTable';

/** Many rows: tighter than the lists' cells. */
const CELL = 'py-1.5 pr-4 last:pr-0';

type FoldedFiguresProps = {
  /** What opens the table ('Ver las cifras de cada día'). */
  summary: string;
  caption: string;
  /** The first column heads the rows; the others are figures, aligned right. */
  columns: string[];
  rows: { key: string; cells: [heading: string, ...figures: (string | number)[]] }[];
};

/** A chart's figures as a table, folded away, for anyone who wants the numbers. */
export function FoldedFigures({ summary, caption, columns, rows }: FoldedFiguresProps) {
  const tableColumns: TableColumn[] = columns.map((label, index) => ({
    label,
    ...(index > 0 ? { className: 'text-right' } : {}),
  }));
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-900">
        {summary}
      </summary>
      <ListTable caption={caption} columns={tableColumns} className="mt-3 tabular-nums">
        {rows.map(({ key, cells: [heading, ...figures] }) => (
          <tr key={key}>
            <th scope="row" className={`${CELL} font-normal`}>
              {heading}
            </th>
            {figures.map((figure, index) => (
              <td key={index} className={`${CELL} text-right`}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </ListTable>
    </details>
  );
}
