import type { FormEvent } from 'react';
import { useUpdateProfile } from '../../api/account';
import { useUser } from '../../auth/session-context';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/FormField';
import { NameFields } from '../../components/ui/NameFields';
import { notify } from '../../components/ui/toast';
import { useApiForm } from '../../lib/use-api-form';
import { AccountSection } from './AccountSection';

/** Name, lastname, username and DNI, pre-filled; the saved user replaces the cached one. */
export default function ProfilePage() {
  const user = useUser();
  const form = useApiForm({
    name: user.name,
    lastname: user.lastname,
    username: user.username,
    document: user.document ?? '',
  });
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(form.values, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => form.showError(error),
    });
  };

  return (
    <AccountSection intro="Así te vemos en el sitio.">
      <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
        <NameFields field={form.field} />
        <TextField label="Usuario" autoComplete="username" {...form.field('username')} />
        <TextField
          label="DNI"
          inputMode="numeric"
          hint="Figura en los certificados de tus cursos. Solo números, 7 u 8."
          {...form.field('document')}
        />
        <Button type="submit" loading={update.isPending} className="self-start">
          Guardar cambios
        </Button>
      </form>
    </AccountSection>
  );
}
