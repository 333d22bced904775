import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CODE_LENGTH, RESEND_LOCK_SECONDS, type CodePurpose } from '../../../shared/account-rules';
import { authApi } from '../../api/auth-actions';
import type { UserChangeAnswer } from '../../../shared/responses/auth';
import { ApiError } from '../../api/client';
import { formatCountdown, useCountdown } from '../../lib/use-countdown';
import { Button } from './Button';
import { Modal } from './Dialog';
import { TextField } from './FormField';
import { notify } from './toast';
import { EmailAddress } from './EmailAddress';

type VerifyCodeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address the code was sent to. */
  email: string;
  purpose: CodePurpose;
  /** Checks the code (POST /auth/verify/account or /auth/verify/email). */
  verification: UseMutationResult<UserChangeAnswer, Error, string>;
  onVerified: (answer: UserChangeAnswer) => void;
};

/** Asks for the 6-digit code e-mailed a moment ago; it can be sent again every 30 seconds. */
export function VerifyCodeDialog({ open, onOpenChange, email, ...form }: VerifyCodeDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Verificá tu correo"
      description={
        <>
          Te enviamos un código de {CODE_LENGTH} dígitos a{' '}
          <strong>
            <EmailAddress email={email} />
          </strong>
          . Ingresalo para continuar.
        </>
      }
    >
      <CodeForm {...form} />
    </Modal>
  );
}

type CodeFormProps = Pick<VerifyCodeDialogProps, 'purpose' | 'verification' | 'onVerified'>;

/** Mounted each time the dialog opens, so the lock starts with the code just sent. */
function CodeForm({ purpose, verification, onVerified }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const lock = useCountdown(RESEND_LOCK_SECONDS);
  const resend = useMutation({
    mutationFn: () => authApi.resendCode(purpose),
    onSuccess: (answer) => {
      notify.success(answer.message);
      lock.restart();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 429) notify.warning(failure.message);
      else notify.error(failure.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verification.mutate(code, {
      onSuccess: onVerified,
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.fieldMessage('otp') : undefined;
        setError(message);
        if (!message) notify.error(failure.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Código de verificación"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
          setError(undefined);
        }}
        error={error}
        className="text-center text-lg tracking-[0.5em]"
        autoFocus
      />
      <Button type="submit" loading={verification.isPending}>
        Verificar
      </Button>
      <Button
        variant="ghost"
        onClick={() => resend.mutate()}
        disabled={lock.remaining > 0}
        loading={resend.isPending}
      >
        {lock.remaining > 0
          ? `Reenviar código (${formatCountdown(lock.remaining)})`
          : 'Reenviar código'}
      </Button>
    </form>
  );
}
