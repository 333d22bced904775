import type { FormEvent } from 'react';
import type { TeamMember } from '../../../../shared/responses/team';
import { useSaveTeamMember } from '../../../api/admin-team';
import { Button } from '../../../components/ui/Button';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { TextAreaField, TextField } from '../../../components/ui/FormField';
import { useApiForm } from '../../../lib/use-api-form';
import { dialogOutcome } from '../users/dialog-outcome';
import { memberValues, NEW_MEMBER, type MemberValues } from './member-values';
import { PhotoField } from './PhotoField';

type MemberDialogProps = {
  /** The person to edit, 'new' for a new one, null when closed. */
  editing: TeamMember | 'new' | null;
  onClose: () => void;
};

/**
 * Adds or edits a person of the team; the server's messages appear under the fields. Keyed by
 * the person it edits, so opening another one starts from their values.
 */
export function MemberDialog({ editing, onClose }: MemberDialogProps) {
  const save = useSaveTeamMember();
  const form = useApiForm<MemberValues>(
    editing === null || editing === 'new' ? NEW_MEMBER : memberValues(editing),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    save.mutate(
      { id: editing === 'new' ? null : editing.id, member: form.values },
      dialogOutcome(onClose, form.showError),
    );
  };

  return (
    <Modal
      open={editing !== null}
      onOpenChange={(next) => !next && onClose()}
      title={editing === 'new' ? 'Nuevo integrante' : 'Editar integrante'}
      description="Así se presenta en la página de los cursos que enseña."
      wide
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Nombre" autoComplete="off" {...form.field('name')} />
        <TextField
          label="Título o cargo"
          hint="Por ejemplo, 'Contadora pública (UBA)'."
          autoComplete="off"
          {...form.field('role')}
        />
        <TextAreaField
          label="Presentación"
          hint="De 20 a 600 caracteres: su experiencia y qué enseña."
          className="min-h-28"
          {...form.field('bio')}
        />
        <PhotoField
          photo={form.values.photo}
          onChange={(photo) => form.set('photo', photo)}
          error={form.errors.photo}
        />
        <ModalActions>
          <Button type="submit" loading={save.isPending}>
            {editing === 'new' ? 'Agregar al equipo' : 'Guardar cambios'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
