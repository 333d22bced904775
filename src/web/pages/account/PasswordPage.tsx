import type { FormEvent } from 'react';
import { useUpdatePassword } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { NewPasswordFields } from '../../components/ui/NewPasswordFields';
import { PasswordField } from '../../components/ui/PasswordField';
import { notify } from '../../components/ui/toast';
import { useApiForm } from '../../lib/use-api-form';
import { AccountSection } from './AccountSection';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Changes the password; the other sessions end, this one stays. */
export default function PasswordPage() {
  const form = useApiForm(EMPTY);
  const update = useUpdatePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(form.values, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        form.reset();
      },
      onError: (error) => form.showError(error),
    });
  };

  return (
    <AccountSection intro="Al cambiarla se cierran las sesiones abiertas en otros dispositivos.">
      <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
        <PasswordField
          label="Contraseña actual"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirmation={form.field('newPasswordConfirm')}
        />
        <Button type="submit" loading={update.isPending} className="self-start">
          Cambiar contraseña
        </Button>
      </form>
    </AccountSection>
  );
}
