import { useMutation } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide';
import { useState } from 'react';
import { authApi } from '../../api/auth-actions';
import { ApiError } from '../../api/client';
import { safeRedirectPath } from '../../auth/redirect';
import { useVerifyAccount } from '../../auth/use-auth-actions';
import { useNavigate, useSearchParams } from '../../navigation/navigation';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { notify } from '../../components/ui/toast';
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
    <div className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2.5 text-sm text-amber-900">
        <Icon
          node={TriangleAlert}
          className="mt-0.5 size-5 shrink-0 text-amber-700"
          aria-hidden="true"
        />
        <span>
          Tu correo electrónico todavía no está verificado. Verificalo para poder comprar cursos.
        </span>
      </p>
      <Button className="shrink-0" loading={send.isPending} onClick={() => send.mutate()}>
        Verificar
      </Button>
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
    </div>
  );
}
