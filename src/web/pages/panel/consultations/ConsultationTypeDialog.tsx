import type { FormEvent } from 'react';
import type { AdminConsultationType } from '../../../../shared/responses/admin-consultations';
import { useSaveConsultationType } from '../../../api/admin-consultations';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/FormField';
import { useApiForm } from '../../../lib/use-api-form';
import { dialogOutcome } from '../users/dialog-outcome';
import {
  MODE_OPTIONS,
  NEW_TYPE,
  typeBody,
  typeValues,
  type TypeValues,
} from './consultation-values';

type ConsultationTypeDialogProps = {
  /** The type to edit, 'new' for a new one, null when closed. */
  editing: AdminConsultationType | 'new' | null;
  onClose: () => void;
};

/**
 * Creates or edits a consultation type; the server's messages appear under the fields. Keyed by
 * the type it edits, so opening another one starts from its values.
 */
export function ConsultationTypeDialog({ editing, onClose }: ConsultationTypeDialogProps) {
  const save = useSaveConsultationType();
  const form = useApiForm<TypeValues>(
    editing === null || editing === 'new' ? NEW_TYPE : typeValues(editing),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    save.mutate(
      { id: editing === 'new' ? null : editing.id, type: typeBody(form.values) },
      dialogOutcome(onClose, form.showError),
    );
  };

  return (
    <Modal
      open={editing !== null}
      onOpenChange={(next) => !next && onClose()}
      title={editing === 'new' ? 'Nueva consulta' : 'Editar consulta'}
      description="Una consulta que los clientes pueden reservar en un horario libre."
      wide
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Título" autoComplete="off" {...form.field('title')} />
        <TextAreaField
          label="Descripción"
          hint="Opcional: qué se ve en la consulta."
          {...form.field('description')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Duración (minutos)"
            hint="De 15 a 180."
            inputMode="numeric"
            {...form.field('durationMinutes')}
          />
          <TextField
            label="Precio ($)"
            hint="0 si es gratuita."
            inputMode="decimal"
            {...form.field('price')}
          />
          <SelectField label="Modalidad" options={MODE_OPTIONS} {...form.field('mode')} />
        </div>
        <Checkbox
          label="Activa"
          hint="Una consulta inactiva no se puede reservar."
          checked={form.values.active}
          error={form.errors.active}
          onChange={(event) => form.set('active', event.target.checked)}
        />
        <ModalActions>
          <Button type="submit" loading={save.isPending}>
            {editing === 'new' ? 'Crear consulta' : 'Guardar cambios'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
