import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { authApi } from '../../api/auth-actions';
import { ApiError } from '../../api/client';
import { safeRedirectPath } from '../../auth/redirect';
import { useVerifyAccount } from '../../auth/use-auth-actions';
import { useNavigate, useSearchParams } from '../../navigation/navigation';
import { Button } from '../../components/ui/Button';
import { notify } from '../../components/ui/toast';
import { WarningNotice } from '../../components/ui/WarningNotice';
import { VerifyCodeDialog } from '../../components/ui/VerifyCodeDialog';

/**
 * Shown while the e-mail is not verified: 'Verificar' sends a code and opens the dialog. Sent
 * here from a page that needs it (the buy page's 'Validar'), the person goes back there after.
 */
export function VerifyBanner({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = safeRedirectPath(params.get('redirect_url'), '');
  const verification = useVerifyAccount();
  const send = useMutation({
    mutationFn: () => authApi.resendCode('verify_account'),
    onSuccess: () => setOpen(true),
    onError: (error) => {
      // Too soon for another code: the one sent a moment ago still works.
      if (error instanceof ApiError && error.status === 429) {
        notify.warning(error.message);
        setOpen(true);
      } else notify.error(error.message);
    },
  });

  return (
    <>
      <WarningNotice
        className="mt-6"
        action={
          <Button className="shrink-0" loading={send.isPending} onClick={() => send.mutate()}>
            Verificar
          </Button>
        }
      >
        Tu correo electrónico todavía no está verificado. Verificalo para poder comprar cursos.
      </WarningNotice>
      <VerifyCodeDialog
        open={open}
        onOpenChange={setOpen}
        email={email}
        purpose="verify_account"
        verification={verification}
        onVerified={(answer) => {
          notify.success(answer.message);
          setOpen(false);
          if (back) void navigate(back);
        }}
      />
    </>
  );
}
