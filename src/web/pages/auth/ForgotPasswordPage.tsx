import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide';
import { useState, type FormEvent } from 'react';
import { Link } from '../../navigation/Link';
import { RESET_PASSWORD_META } from '../../../shared/page-meta/auth';
import { authApi } from '../../api/auth-actions';
import { Button } from '../../components/ui/Button';
import { EmailField } from '../../components/ui/EmailField';
import { Icon } from '../../components/ui/Icon';
import { useApiForm } from '../../lib/use-api-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuthFrame, textLinkClasses } from './AuthFrame';

/** Asks for the e-mail; the answer is the same whether or not an account uses it. */
export default function ForgotPasswordPage() {
  usePageMeta(RESET_PASSWORD_META);
  const form = useApiForm({ email: '' });
  const [notice, setNotice] = useState<string>();
  const request = useMutation({ mutationFn: authApi.forgotPassword });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(form.values.email, {
      onSuccess: (answer) => setNotice(answer.message),
      onError: (error) => form.showError(error),
    });
  };

  return (
    <AuthFrame
      title="Recuperar contraseña"
      footer={
        <Link to="/auth/login" className={textLinkClasses}>
          Volver a iniciar sesión
        </Link>
      }
    >
      {notice ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <Icon node={MailCheck} className="size-10 text-brand-600" aria-hidden="true" />
          <p className="text-slate-800">{notice}</p>
          <p className="text-sm text-slate-600">Revisá también la carpeta de correo no deseado.</p>
        </div>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Recuperar contraseña"
        >
          <p className="text-sm text-slate-700">
            Ingresá el correo de tu cuenta y te enviaremos un enlace para crear una nueva
            contraseña.
          </p>
          <EmailField label="Correo electrónico" {...form.field('email')} />
          <Button type="submit" loading={request.isPending}>
            Enviar instrucciones
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
