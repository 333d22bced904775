import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from '../../navigation/Link';
import { useNavigate, useParams } from '../../navigation/navigation';
import { RESET_PASSWORD_META } from '../../../shared/page-meta/auth';
import { switchUser } from '../../api/auth';
import { authApi } from '../../api/auth-actions';
import { isDeadLink } from '../../api/client';
import { Button, buttonClasses } from '../../components/ui/Button';
import { NewPasswordFields } from '../../components/ui/NewPasswordFields';
import { notify } from '../../components/ui/toast';
import { useApiForm } from '../../lib/use-api-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuthFrame } from './AuthFrame';

/** The e-mailed link's page: a new password. Success ends every session, so the person signs in. */
export default function ResetPasswordPage() {
  usePageMeta(RESET_PASSWORD_META);
  const { id = '', token = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useApiForm({ password: '', confirmPassword: '' });
  const [refusedOnSubmit, setRefusedOnSubmit] = useState<string>();
  // Checked as the page opens, so a used or expired link is said before anything is typed.
  const linkCheck = useQuery({
    queryKey: ['reset-link', id, token],
    queryFn: () => authApi.checkResetLink(id, token),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const refusedOnOpen =
    linkCheck.error && isDeadLink(linkCheck.error) ? linkCheck.error.message : undefined;
  const deadLink = refusedOnSubmit ?? refusedOnOpen;
  const reset = useMutation({
    mutationFn: () => authApi.resetPassword(id, token, form.values),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(undefined, {
      onSuccess: (answer) => {
        switchUser(client, null);
        notify.success(answer.message);
        void navigate('/auth/login', { replace: true });
      },
      onError: (error) =>
        isDeadLink(error) ? setRefusedOnSubmit(error.message) : form.showError(error),
    });
  };

  return (
    <AuthFrame title="Recuperar contraseña">
      {deadLink ? (
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">{deadLink}</p>
          <Link to="/auth/login/reset-password" className={buttonClasses('primary')}>
            Pedir un enlace nuevo
          </Link>
        </div>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Restablecer contraseña"
        >
          <NewPasswordFields
            password={form.field('password')}
            confirmation={form.field('confirmPassword')}
          />
          <Button type="submit" loading={reset.isPending}>
            Guardar contraseña
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
