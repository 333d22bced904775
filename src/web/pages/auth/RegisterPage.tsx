import { useState, type FormEvent } from 'react';
import { Link } from '../../navigation/Link';
import { useNavigate } from '../../navigation/navigation';
import { REGISTER_META } from '../../../shared/page-meta/auth';
import { useRegister, useVerifyAccount } from '../../auth/use-auth-actions';
import { useRedirectTarget } from '../../auth/use-redirect-target';
import { authLink } from '../../components/layout/nav-items';
import { Button } from '../../components/ui/Button';
import { EmailField } from '../../components/ui/EmailField';
import { TextField } from '../../components/ui/FormField';
import { NameFields } from '../../components/ui/NameFields';
import { PasswordField } from '../../components/ui/PasswordField';
import { notify } from '../../components/ui/toast';
import { VerifyCodeDialog } from '../../components/ui/VerifyCodeDialog';
import { useApiForm } from '../../lib/use-api-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuthFrame, textLinkClasses } from './AuthFrame';

const EMPTY = { name: '', lastname: '', username: '', email: '', password: '' };

/**
 * Creates the account (signed in, unverified), then asks for the e-mailed code. Verified or not
 * (closing the dialog), the person then goes to `redirect_url`; the account area lets them verify
 * later.
 */
export default function RegisterPage() {
  usePageMeta(REGISTER_META);
  const target = useRedirectTarget('/');
  const navigate = useNavigate();
  const form = useApiForm(EMPTY);
  const register = useRegister();
  const verification = useVerifyAccount();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const finish = () => void navigate(target, { replace: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(form.values, {
      onSuccess: (answer) => setSentTo(answer.user.email),
      onError: (error) => form.showError(error),
    });
  };

  return (
    <AuthFrame
      title="Registrarme"
      footer={
        <p className="text-slate-700">
          <Link to={authLink('login', target)} className={textLinkClasses}>
            ¿Ya tenés cuenta? Iniciá sesión
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Registrarme">
        <NameFields field={form.field} />
        <TextField label="Usuario" autoComplete="username" {...form.field('username')} />
        <EmailField label="Correo electrónico" {...form.field('email')} />
        <PasswordField label="Contraseña" autoComplete="new-password" {...form.field('password')} />
        <Button type="submit" loading={register.isPending}>
          Crear cuenta
        </Button>
      </form>
      <VerifyCodeDialog
        open={sentTo !== null}
        onOpenChange={(open) => !open && finish()}
        email={sentTo ?? ''}
        purpose="verify_account"
        verification={verification}
        onVerified={(answer) => {
          notify.success(answer.message);
          finish();
        }}
      />
    </AuthFrame>
  );
}
