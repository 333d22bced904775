import { useState, type FormEvent } from 'react';
import { useUpdateEmail, useVerifyEmail } from '../../api/account';
import { useUser } from '../../auth/session-context';
import { Button } from '../../components/ui/Button';
import { EmailField } from '../../components/ui/EmailField';
import { notify } from '../../components/ui/toast';
import { VerifyCodeDialog } from '../../components/ui/VerifyCodeDialog';
import { useApiForm } from '../../lib/use-api-form';
import { EmailAddress } from '../../components/ui/EmailAddress';
import { AccountSection } from './AccountSection';

/** A new address takes effect once the code sent to it is confirmed. */
export default function EmailPage() {
  const user = useUser();
  const form = useApiForm({ email: '' });
  const [pending, setPending] = useState<string | null>(null);
  const update = useUpdateEmail();
  const verification = useVerifyEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(form.values.email, {
      onSuccess: (_answer, email) => setPending(email.trim()),
      onError: (error) => form.showError(error),
    });
  };

  return (
    <AccountSection
      intro={
        <>
          Tu correo actual es{' '}
          <strong className="text-slate-900">
            <EmailAddress email={user.email} />
          </strong>
          . Te enviaremos un código al correo nuevo para confirmarlo.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
        <EmailField label="Nuevo correo electrónico" {...form.field('email')} />
        <Button type="submit" loading={update.isPending} className="self-start">
          Cambiar correo
        </Button>
      </form>
      <VerifyCodeDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        email={pending ?? ''}
        purpose="change_email"
        verification={verification}
        onVerified={(answer) => {
          notify.success(answer.message);
          setPending(null);
          form.reset();
        }}
      />
    </AccountSection>
  );
}
