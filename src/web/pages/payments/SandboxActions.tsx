import type { SandboxOutcome } from '../../../shared/purchases';
import { usePaySandbox } from '../../api/payments';
import { Button } from '../../components/ui/Button';
import { notify } from '../../components/ui/toast';

const CHOICES: { outcome: SandboxOutcome; label: string; variant: 'primary' | 'outline' }[] = [
  { outcome: 'approved', label: 'Aprobar pago', variant: 'primary' },
  { outcome: 'rejected', label: 'Rechazar pago', variant: 'outline' },
  { outcome: 'pending', label: 'Dejar pendiente', variant: 'outline' },
];

type SandboxActionsProps = {
  preferenceId: string;
  /** False once a payment already waits: it can only be settled now. */
  canWait: boolean;
};

/** One button per way the test payment can end; each pays and goes to the result screen. */
export function SandboxActions({ preferenceId, canWait }: SandboxActionsProps) {
  const pay = usePaySandbox(preferenceId);
  // Still busy after success: the browser is on its way to the result screen.
  const busy = pay.isPending || pay.isSuccess;
  const choices = canWait ? CHOICES : CHOICES.filter((choice) => choice.outcome !== 'pending');
  return (
    <div role="group" aria-label="Resultado del pago" className="flex flex-col gap-3">
      {choices.map((choice) => (
        <Button
          key={choice.outcome}
          variant={choice.variant}
          disabled={busy}
          loading={busy && pay.variables === choice.outcome}
          onClick={() =>
            pay.mutate(choice.outcome, { onError: (error) => notify.error(error.message) })
          }
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
