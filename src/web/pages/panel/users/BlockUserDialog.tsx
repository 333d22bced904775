import type { FormEvent } from 'react';
import { useBlockUser } from '../../../api/admin';
import { fullName } from '../../../components/layout/account-links';
import { Button } from '../../../components/ui/Button';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/FormField';
import { useApiForm } from '../../../lib/use-api-form';
import { dialogOutcome } from './dialog-outcome';
import type { AdminUser } from '../../../../shared/responses/admin';

/** Blocking asks for the reason (e-mailed to the user); unblocking shows the one given. */
function BlockForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const blocking = !user.blocked;
  const change = useBlockUser();
  const form = useApiForm({ reason: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { blocked: blocking, reason: form.values.reason };
    change.mutate({ userId: user.id, input }, dialogOutcome(onDone, form.showError));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {blocking ? (
        <TextAreaField
          label="Motivo del bloqueo"
          hint="Se lo enviamos por correo junto con el aviso."
          className="min-h-24"
          {...form.field('reason')}
        />
      ) : (
        user.blockedReason && (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
            <span className="font-medium">Motivo del bloqueo:</span> {user.blockedReason}
          </p>
        )
      )}
      <ModalActions>
        <Button type="submit" variant={blocking ? 'danger' : 'primary'} loading={change.isPending}>
          {blocking ? 'Bloquear cuenta' : 'Desbloquear cuenta'}
        </Button>
      </ModalActions>
    </form>
  );
}

const consequences = (user: AdminUser) =>
  user.blocked
    ? `${fullName(user)} va a poder volver a ingresar, comprar y ver sus cursos.`
    : `${fullName(user)} no va a poder ingresar, comprar ni ver sus cursos hasta que desbloquees la cuenta. Se cierran sus sesiones abiertas.`;

/** The confirmation of 'Bloquear' or 'Desbloquear'. */
export function BlockUserDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user?.blocked ? 'Desbloquear cuenta' : 'Bloquear cuenta'}
      description={user && consequences(user)}
    >
      {user && <BlockForm user={user} onDone={onClose} />}
    </Modal>
  );
}
