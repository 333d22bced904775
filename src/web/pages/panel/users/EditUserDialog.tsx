import type { FormEvent } from 'react';
import { isAdmin } from '../../../../shared/account-rules';
import { useUpdateUser } from '../../../api/admin';
import { useSession } from '../../../auth/session-context';
import { fullName } from '../../../components/layout/account-links';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { Modal, ModalActions } from '../../../components/ui/Dialog';
import { EmailField } from '../../../components/ui/EmailField';
import { TextField } from '../../../components/ui/FormField';
import { NameFields } from '../../../components/ui/NameFields';
import { useApiForm } from '../../../lib/use-api-form';
import { CoursePicker } from './CoursePicker';
import { dialogOutcome } from './dialog-outcome';
import type { AdminUser } from '../../../../shared/responses/admin';

type UserDialogProps = { user: AdminUser | null; onClose: () => void };

/** Mounted each time the dialog opens, so it starts from the user as listed. */
function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const own = useSession().user?.id === user.id;
  const update = useUpdateUser();
  const form = useApiForm({
    name: user.name,
    lastname: user.lastname,
    username: user.username,
    email: user.email,
    courses: user.courses.map((course) => course.id),
    roles: user.roles,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form.values, courses: form.values.courses.map((id) => ({ id })) };
    update.mutate({ userId: user.id, input }, dialogOutcome(onDone, form.showError));
  };

  // Someone else's data: the browser must not fill in the administrator's own.
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <NameFields field={form.field} autoComplete="off" />
      <TextField label="Usuario" autoComplete="off" {...form.field('username')} />
      <EmailField label="Correo electrónico" autoComplete="off" {...form.field('email')} />
      <Checkbox
        label="Administrador"
        hint={own ? 'No podés quitarte el rol de administrador.' : 'Puede entrar a este panel.'}
        checked={isAdmin(form.values)}
        disabled={own}
        error={form.errors.roles}
        onChange={(event) => form.set('roles', event.target.checked ? ['user', 'admin'] : ['user'])}
      />
      <CoursePicker
        owned={user.courses}
        selected={form.values.courses}
        onChange={(courses) => form.set('courses', courses)}
        error={form.errors.courses}
      />
      <ModalActions>
        <Button type="submit" loading={update.isPending}>
          Guardar cambios
        </Button>
      </ModalActions>
    </form>
  );
}

/** 'Editar': name, username, e-mail, the admin role and the courses the user owns. */
export function EditUserDialog({ user, onClose }: UserDialogProps) {
  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Editar usuario"
      description={user && <>Datos, rol y cursos de {fullName(user)}.</>}
      wide
    >
      {user && <EditUserForm user={user} onDone={onClose} />}
    </Modal>
  );
}
