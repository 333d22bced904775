import { Pencil, Trash2 } from 'lucide';
import type { AdminDueDate } from '../../../../shared/responses/tax-calendar';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { digitsLabel, periodLabel } from './due-date-labels';

export type DueDateActionHandlers = {
  onEdit: (row: AdminDueDate) => void;
  onDelete: (row: AdminDueDate) => void;
};

/** 'Editar' and 'Eliminar' of one row; a screen reader hears which row they act on. */
export function DueDateActions({
  row,
  onEdit,
  onDelete,
}: DueDateActionHandlers & { row: AdminDueDate }) {
  const which = (
    <span className="sr-only">
      {' '}
      {row.label}, {periodLabel(row.period)}, dígitos {digitsLabel(row.digits)}
    </span>
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => onEdit(row)}>
        <Icon node={Pencil} className="size-4" aria-hidden="true" />
        Editar{which}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        onClick={() => onDelete(row)}
      >
        <Icon node={Trash2} className="size-4" aria-hidden="true" />
        Eliminar{which}
      </Button>
    </div>
  );
}
