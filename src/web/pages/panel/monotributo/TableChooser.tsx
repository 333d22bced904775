import { formatCalendarDate } from '../../../../shared/format-date';
import type { AdminMonotributoTable } from '../../../../shared/responses/monotributo';
import { SelectField } from '../../../components/ui/FormField';
import { tableStatus } from './table-values';

type TableChooserProps = {
  /** The table on screen. */
  table: AdminMonotributoTable;
  /** The day of the table in force today, if there is one. */
  inForce: string | null;
  /** The day chosen, which may still be loading. */
  chosen: string;
  onChoose: (effectiveFrom: string) => void;
};

/** Which table is on screen ('Vigente desde 01/02/2026', its source), and the others to pick. */
export function TableChooser({ table, inForce, chosen, onChoose }: TableChooserProps) {
  const options = table.tables.map(({ effectiveFrom }) => ({
    value: effectiveFrom,
    label: `${formatCalendarDate(effectiveFrom)}${effectiveFrom === inForce ? ' (vigente)' : ''}`,
  }));
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex max-w-2xl flex-col gap-1">
        <p className="text-lg font-semibold text-brand-900">
          {tableStatus(table.effectiveFrom, inForce)}
        </p>
        <p className="text-sm text-slate-600">Fuente: {table.source || 'sin indicar'}</p>
      </div>
      <SelectField
        label="Ver la tabla que rige desde"
        value={chosen}
        options={options}
        onChange={(event) => onChoose(event.target.value)}
        className="sm:w-56"
      />
    </div>
  );
}
