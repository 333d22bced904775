import { clsx } from 'clsx';
import { MONOTRIBUTO_LETTERS } from '../../../../shared/monotributo';
import { Button } from '../../../components/ui/Button';
import { FieldNotes, useControl } from '../../../components/ui/FormField';
import {
  blankRow,
  cellPath,
  COLUMNS,
  type AmountField,
  type CategoryRow,
  type Column,
  type TableErrors,
} from './table-values';

/** Room for the longest value of the column: '108.357.084,05', '7.170.689,39', '20.000'. */
const widthOf = (column: Column) =>
  column.field === 'maxIncome' ? 'min-w-32' : column.whole ? 'min-w-16' : 'min-w-28';

function AmountCell({
  column,
  row,
  error,
  onChange,
}: {
  column: Column;
  row: CategoryRow;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const control = useControl({ error });
  return (
    <td className="px-0.5 py-1 align-top">
      <input
        {...control}
        aria-label={`${column.label}, categoría ${row.letter}`}
        inputMode={column.whole ? 'numeric' : 'decimal'}
        value={row[column.field]}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(
          'w-full rounded-md border bg-white px-2 py-1.5 text-right text-sm text-slate-900 tabular-nums focus:ring-2 focus:outline-none',
          widthOf(column),
          error
            ? 'border-red-500 focus:ring-red-200'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
        )}
      />
      <FieldNotes id={control.id} error={error} />
    </td>
  );
}

type CategoryGridProps = {
  rows: CategoryRow[];
  errors: TableErrors;
  onCell: (index: number, field: AmountField, text: string) => void;
  onRows: (rows: CategoryRow[]) => void;
};

/**
 * The categories as a table: a row each (its letter heads it), a column per cap or amount, each
 * cell an input named by its column and letter ('Ingresos brutos anuales, categoría C') with the
 * server's message below it. Categories are added and taken off at the end, so the letters stay
 * in a row from A.
 */
export function CategoryGrid({ rows, errors, onCell, onRows }: CategoryGridProps) {
  const next = MONOTRIBUTO_LETTERS[rows.length];
  const last = rows.at(-1);
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left text-sm text-slate-600">
            Topes por año e importes por mes, en pesos. Escribí los montos como 10.277.988,13 o
            10277988.13.
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left align-bottom text-slate-700">
              <th scope="col" className="px-1 py-2 font-semibold">
                Categoría
              </th>
              {COLUMNS.map((column) => (
                <th key={column.field} scope="col" className="px-0.5 py-2 font-semibold">
                  {column.label}
                  {column.note && (
                    <span className="block text-xs font-normal text-slate-600">{column.note}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.letter} className="border-b border-slate-100">
                <th scope="row" className="px-1 py-1 text-center align-top font-semibold">
                  <span className="inline-block py-1.5">{row.letter}</span>
                </th>
                {COLUMNS.map((column) => (
                  <AmountCell
                    key={column.field}
                    column={column}
                    row={row}
                    error={errors[cellPath(index, column.field)]}
                    onChange={(text) => onCell(index, column.field, text)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.categories && (
        <p className="text-sm text-red-600" role="alert">
          {errors.categories}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {next && (
          <Button size="sm" variant="outline" onClick={() => onRows([...rows, blankRow(next)])}>
            Agregar la categoría {next}
          </Button>
        )}
        {last && rows.length > 1 && (
          <Button size="sm" variant="ghost" onClick={() => onRows(rows.slice(0, -1))}>
            Quitar la categoría {last.letter}
          </Button>
        )}
      </div>
    </div>
  );
}
