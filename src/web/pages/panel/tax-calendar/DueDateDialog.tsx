import type { FormEvent } from 'react';
import type { AdminDueDate, Obligation } from '../../../../shared/responses/tax-calendar';
import { useUpdateDueDate, type DueDateInput } from '../../../api/admin-tax-calendar';
import { Button } from '../../../components/ui/Button';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { SelectField, TextField } from '../../../components/ui/FormField';
import { notify } from '../../../components/ui/toast';
import { useApiForm } from '../../../lib/use-api-form';

type DueDateDialogProps = {
  /** The row being edited; null when closed. */
  editing: AdminDueDate | null;
  obligations: Obligation[];
  onClose: () => void;
};

const EMPTY: DueDateInput = { obligation: '', period: '', digits: '', date: '' };

/**
 * 'Editar' of one row: its obligation, period, digits and day, with the server's messages under
 * the fields. Keyed by the row, so opening another one starts from its values.
 */
export function DueDateDialog({ editing, obligations, onClose }: DueDateDialogProps) {
  const update = useUpdateDueDate();
  const form = useApiForm<DueDateInput>(
    editing
      ? {
          obligation: editing.obligation,
          period: editing.period,
          digits: editing.digits,
          date: editing.date,
        }
      : EMPTY,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    update.mutate(
      { id: editing.id, dueDate: form.values },
      {
        onSuccess: () => {
          notify.success('Guardamos el vencimiento.');
          onClose();
        },
        onError: (error) => form.showError(error),
      },
    );
  };

  return (
    <Modal
      open={editing !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Editar vencimiento"
      description="Vale para los CUIT que terminan en los dígitos indicados."
      wide
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField
          label="Obligación"
          options={obligations.map(({ slug, label }) => ({ value: slug, label }))}
          {...form.field('obligation')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Período"
            hint="AAAA-MM, o AAAA si es anual."
            autoComplete="off"
            {...form.field('period')}
          />
          <TextField
            label="Dígitos"
            hint="Terminación del CUIT: 0-1, 2,3 o * para todos."
            autoComplete="off"
            {...form.field('digits')}
          />
        </div>
        <TextField label="Fecha" type="date" className="sm:max-w-48" {...form.field('date')} />
        <ModalActions>
          <Button type="submit" loading={update.isPending}>
            Guardar cambios
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
