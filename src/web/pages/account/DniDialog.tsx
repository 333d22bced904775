import type { FormEvent } from 'react';
import { useUpdateProfile } from '../../api/account';
import { useUser } from '../../auth/session-context';
import { Button } from '../../components/ui/Button';
import { Modal, ModalActions } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/FormField';
import { useApiForm } from '../../lib/use-api-form';

type DniDialogProps = {
  open: boolean;
  /** The DNI typed at checkout, filled in for the student to confirm. */
  suggested: string;
  onClose: () => void;
  onSaved: () => void;
};

/** Asks once for the DNI a certificate needs, and keeps it in the profile. */
export function DniDialog({ open, suggested, onClose, onSaved }: DniDialogProps) {
  const user = useUser();
  const form = useApiForm({ document: suggested });
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { name, lastname, username } = user;
    update.mutate(
      { name, lastname, username, document: form.values.document },
      { onSuccess: onSaved, onError: (error) => form.showError(error) },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Tu DNI para el certificado"
      description="El certificado lleva tu nombre y tu DNI. Lo guardamos en tu perfil y no te lo volvemos a pedir."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="DNI"
          inputMode="numeric"
          autoFocus
          hint={
            suggested
              ? 'Es el que ingresaste al pagar: revisalo. Solo números, 7 u 8.'
              : 'Solo números, 7 u 8.'
          }
          {...form.field('document')}
        />
        <ModalActions>
          <Button type="submit" loading={update.isPending}>
            Guardar y descargar
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
