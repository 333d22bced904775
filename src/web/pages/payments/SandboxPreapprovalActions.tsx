import {
  useAuthorizeSandboxPreapproval,
  useChargeSandboxPreapproval,
  type SandboxChargeOutcome,
} from '../../api/sandbox-subscriptions';
import { Button } from '../../components/ui/Button';
import { notify } from '../../components/ui/toast';

type Choice = { outcome: SandboxChargeOutcome; label: string; variant: 'primary' | 'outline' };

const AUTHORIZE: Choice[] = [
  { outcome: 'approved', label: 'Autorizar con tarjeta aprobada', variant: 'primary' },
  { outcome: 'rejected', label: 'Tarjeta rechazada', variant: 'outline' },
];

const CHARGE: Choice[] = [
  { outcome: 'approved', label: 'Cobro aprobado', variant: 'primary' },
  { outcome: 'rejected', label: 'Cobro rechazado', variant: 'outline' },
];

type ChoicesProps = {
  label: string;
  choices: Choice[];
  mutation: {
    mutate: (outcome: SandboxChargeOutcome, options: { onError: (error: Error) => void }) => void;
    isPending: boolean;
    isSuccess: boolean;
    variables?: SandboxChargeOutcome;
  };
  /** Still busy once it succeeded: the browser is on its way elsewhere. */
  leaves: boolean;
};

function Choices({ label, choices, mutation, leaves }: ChoicesProps) {
  const busy = mutation.isPending || (leaves && mutation.isSuccess);
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-3">
      {choices.map((choice) => (
        <Button
          key={choice.outcome}
          variant={choice.variant}
          disabled={busy}
          loading={busy && mutation.variables === choice.outcome}
          onClick={() =>
            mutation.mutate(choice.outcome, { onError: (error) => notify.error(error.message) })
          }
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}

/** The card the test subscription is authorized with, approved or rejected; then the back URL. */
export function AuthorizeChoices({ preapprovalId }: { preapprovalId: string }) {
  const authorize = useAuthorizeSandboxPreapproval(preapprovalId);
  return (
    <Choices label="Resultado de la autorización" choices={AUTHORIZE} mutation={authorize} leaves />
  );
}

/** 'Simular el cobro del mes siguiente': a renewal or a failed payment, and what the server did. */
export function NextChargeChoices({ preapprovalId }: { preapprovalId: string }) {
  const charge = useChargeSandboxPreapproval(preapprovalId);
  return (
    <section
      aria-labelledby="next-charge"
      className="flex flex-col gap-3 border-t border-slate-200 pt-5"
    >
      <h2 id="next-charge" className="text-lg font-semibold text-brand-900">
        Simular el cobro del mes siguiente
      </h2>
      <p className="text-sm text-slate-600">
        Probá una renovación o un pago rechazado, como los que MercadoPago avisa cada mes.
      </p>
      <Choices label="Resultado del cobro" choices={CHARGE} mutation={charge} leaves={false} />
      {charge.data && (
        <p
          role="status"
          className="rounded-xl bg-slate-50 p-3 text-sm text-slate-900 ring-1 ring-slate-200"
        >
          {charge.data.message}
        </p>
      )}
    </section>
  );
}
