import { useState, type FormEvent } from 'react';
import { Link } from '../../navigation/Link';
import { LOGIN_META } from '../../../shared/page-meta/auth';
import { useLogin } from '../../auth/use-auth-actions';
import { useRedirectTarget } from '../../auth/use-redirect-target';
import { authLink } from '../../components/layout/nav-items';
import { Button } from '../../components/ui/Button';
import { EmailField } from '../../components/ui/EmailField';
import { PasswordField } from '../../components/ui/PasswordField';
import { useApiForm } from '../../lib/use-api-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuthFrame, textLinkClasses } from './AuthFrame';

/** E-mail and password; a refused sign-in shows the server's message below the button. */
export default function LoginPage() {
  usePageMeta(LOGIN_META);
  const target = useRedirectTarget('/');
  const form = useApiForm({ email: '', password: '' });
  const [failure, setFailure] = useState<string>();
  const login = useLogin(target);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    login.mutate(form.values, { onError: (error) => form.showError(error, setFailure) });
  };

  return (
    <AuthFrame
      title="Iniciar sesión"
      footer={
        <p className="text-slate-700">
          ¿No tenés cuenta?{' '}
          <Link to={authLink('register', target)} className={textLinkClasses}>
            Registrate
          </Link>
        </p>
      }
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Iniciar sesión"
      >
        <EmailField label="Correo electrónico" {...form.field('email')} />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Link to="/auth/login/reset-password" className={`self-end text-sm ${textLinkClasses}`}>
          ¿Olvidaste tu contraseña?
        </Link>
        <Button type="submit" loading={login.isPending}>
          Ingresar
        </Button>
        {failure && (
          <p role="alert" className="text-center text-sm text-red-700">
            {failure}
          </p>
        )}
      </form>
    </AuthFrame>
  );
}
