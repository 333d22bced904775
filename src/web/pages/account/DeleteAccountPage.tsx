import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { confirmsDeletion, DELETE_ACCOUNT_PHRASE } from '../../../shared/account-rules';
import { accountApi } from '../../api/account';
import { useSignOut } from '../../auth/use-logout';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/FormField';
import { PasswordField } from '../../components/ui/PasswordField';
import { notify } from '../../components/ui/toast';
import { useApiForm } from '../../lib/use-api-form';
import { AccountSection } from './AccountSection';

/**
 * Deletes the account once the person typed the phrase and their password; the session ends
 * and they go home.
 */
export default function DeleteAccountPage() {
  const form = useApiForm({ password: '', phrase: '' });
  const signOut = useSignOut();
  const remove = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: (answer) => {
      notify.success(answer.message);
      signOut();
    },
    onError: (error) => form.showError(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmsDeletion(form.values.phrase)) remove.mutate(form.values);
  };

  return (
    <AccountSection>
      <div className="flex max-w-xl flex-col gap-3 text-sm text-slate-700">
        <p className="font-semibold text-red-800">Esta acción es irreversible.</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Se borran tus datos personales y no vas a poder volver a ingresar con esta cuenta.
          </li>
          <li>Perdés el acceso a todos los cursos que adquiriste.</li>
          <li>Tus compras quedan registradas para la contabilidad, sin tus datos personales.</li>
        </ul>
      </div>
      <form onSubmit={submit} noValidate className="mt-6 flex max-w-xl flex-col gap-4">
        <PasswordField
          label="Tu contraseña"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <TextField
          label={`Para confirmar, escribí "${DELETE_ACCOUNT_PHRASE}"`}
          autoComplete="off"
          {...form.field('phrase')}
        />
        <Button
          type="submit"
          disabled={!confirmsDeletion(form.values.phrase)}
          loading={remove.isPending}
          variant="danger"
          className="self-start"
        >
          Eliminar cuenta
        </Button>
      </form>
    </AccountSection>
  );
}
