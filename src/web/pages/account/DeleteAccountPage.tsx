import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DELETE_ACCOUNT_PHRASE } from '../../../shared/account-rules';
import { accountApi } from '../../api/account';
import { useSignOut } from '../../auth/use-logout';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/FormField';
import { notify } from '../../components/ui/toast';
import { ACCOUNT_META } from './account-meta';
import { AccountSection } from './AccountSection';

const confirms = (typed: string) =>
  typed.trim().toLocaleLowerCase('es-AR') === DELETE_ACCOUNT_PHRASE;

/** Deletes the account once the person typed the phrase; the session ends and they go home. */
export default function DeleteAccountPage() {
  const [typed, setTyped] = useState('');
  const signOut = useSignOut();
  const remove = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: (answer) => {
      notify.success(answer.message);
      signOut();
    },
    onError: (error) => notify.error(error.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirms(typed)) remove.mutate();
  };

  return (
    <AccountSection meta={ACCOUNT_META.delete}>
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
        <TextField
          label={`Para confirmar, escribí "${DELETE_ACCOUNT_PHRASE}"`}
          name="confirmation"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          type="submit"
          disabled={!confirms(typed)}
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
