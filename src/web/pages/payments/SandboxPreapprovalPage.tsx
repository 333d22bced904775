import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/money';
import { SANDBOX_SUBSCRIPTION_META } from '../../../shared/page-meta/plan-subscription';
import type { SandboxPreapproval } from '../../../shared/responses/plan-subscription';
import { isUnknownReference } from '../../api/payments';
import { useSandboxPreapproval } from '../../api/sandbox-subscriptions';
import { buttonClasses } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { usePageMeta } from '../../lib/use-page-meta';
import { Link } from '../../navigation/Link';
import { useParams, useSearchParams } from '../../navigation/navigation';
import { FactList } from './FactList';
import { SandboxFrame, SandboxLoading } from './SandboxFrame';
import { AuthorizeChoices, NextChargeChoices } from './SandboxPreapprovalActions';

const NOT_FOUND = 'No encontramos esa suscripción de prueba.';

function PreapprovalChoices({ preapproval }: { preapproval: SandboxPreapproval }) {
  const [params] = useSearchParams();
  if (preapproval.status !== 'pending' && preapproval.status !== 'authorized') {
    return (
      <p className="font-medium text-slate-700">
        Esta suscripción de prueba ya no está vigente ({preapproval.status}).
      </p>
    );
  }
  if (preapproval.status === 'pending') {
    return (
      <div className="flex flex-col gap-4">
        {params.has('rechazada') && (
          <p role="alert" className="text-sm font-medium text-amber-900">
            La tarjeta fue rechazada y la suscripción no se autorizó. Podés probar de nuevo.
          </p>
        )}
        <AuthorizeChoices preapprovalId={preapproval.id} />
      </div>
    );
  }
  return (
    <>
      <div className="flex flex-col gap-4">
        <p className="font-medium text-emerald-800">
          Esta suscripción de prueba ya está autorizada.
        </p>
        <Link to="/account/plan-contador" className={buttonClasses('primary')}>
          Ir a mi Plan Contador
        </Link>
      </div>
      <NextChargeChoices preapprovalId={preapproval.id} />
    </>
  );
}

function PreapprovalBody({ preapprovalId }: { preapprovalId: string }) {
  const { data: preapproval, error } = useSandboxPreapproval(preapprovalId);
  if (error) {
    return <LoadError>{isUnknownReference(error) ? NOT_FOUND : GENERIC_ERROR_MESSAGE}</LoadError>;
  }
  if (!preapproval) return <SandboxLoading />;
  return (
    <>
      <FactList
        facts={[
          { label: 'Suscripción', value: preapproval.reason },
          { label: 'Importe por mes', value: formatPrice(preapproval.amount) },
          { label: 'Correo del pagador', value: preapproval.payerEmail },
        ]}
      />
      <PreapprovalChoices preapproval={preapproval} />
    </>
  );
}

/**
 * /payments/sandbox/subscriptions/:preapprovalId — the sandbox's subscription checkout, standing
 * in for MercadoPago's: the card is authorized, and later months can be charged by hand.
 */
export default function SandboxPreapprovalPage() {
  usePageMeta(SANDBOX_SUBSCRIPTION_META);
  const preapprovalId = useParams().preapprovalId ?? '';
  return (
    <SandboxFrame
      title="Suscripción de prueba"
      note="Esta es la pasarela de pagos de prueba del sitio: no se cobra dinero. Elegí con qué tarjeta se autoriza el cobro mensual para seguir con la suscripción."
    >
      <PreapprovalBody preapprovalId={preapprovalId} />
    </SandboxFrame>
  );
}
