import { Link } from '../../navigation/Link';
import { useParams } from '../../navigation/navigation';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/money';
import { isUnknownReference, useSandboxCheckout } from '../../api/payments';
import { buttonClasses } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { usePageMeta } from '../../lib/use-page-meta';
import { FactList } from './FactList';
import { SandboxActions } from './SandboxActions';
import { SandboxFrame, SandboxLoading } from './SandboxFrame';
import type { SandboxCheckout } from '../../../shared/responses/payments';

const META = {
  title: 'Pago de prueba',
  description: 'La pasarela de pagos de prueba del sitio: no se cobra dinero.',
};

const NOT_FOUND = 'No encontramos ese pago de prueba.';

function CheckoutChoices({ checkout }: { checkout: SandboxCheckout }) {
  if (checkout.purchaseStatus === 'approved') {
    return (
      <div className="flex flex-col gap-4">
        <p className="font-medium text-emerald-800">Este pago de prueba ya fue aprobado.</p>
        <Link to="/account/courses" className={buttonClasses('primary')}>
          Ir a Mis cursos
        </Link>
      </div>
    );
  }
  const waiting = checkout.pendingPaymentId !== null;
  return (
    <div className="flex flex-col gap-4">
      {waiting && (
        <p className="text-sm font-medium text-amber-900">
          Hay un pago pendiente de acreditación: podés aprobarlo o rechazarlo.
        </p>
      )}
      <SandboxActions preferenceId={checkout.preferenceId} canWait={!waiting} />
    </div>
  );
}

function CheckoutBody({ preferenceId }: { preferenceId: string }) {
  const { data: checkout, error } = useSandboxCheckout(preferenceId);
  if (error) {
    return <LoadError>{isUnknownReference(error) ? NOT_FOUND : GENERIC_ERROR_MESSAGE}</LoadError>;
  }
  if (!checkout) return <SandboxLoading />;
  return (
    <>
      <FactList
        facts={[
          { label: 'Curso', value: checkout.courseTitle },
          { label: 'Importe', value: formatPrice(checkout.amount) },
          { label: 'Correo del pagador', value: checkout.payerEmail },
        ]}
      />
      <CheckoutChoices checkout={checkout} />
    </>
  );
}

/** /payments/sandbox/:preferenceId — the sandbox provider's checkout, standing in for MercadoPago. */
export default function SandboxCheckoutPage() {
  usePageMeta(META);
  const preferenceId = useParams().preferenceId ?? '';
  return (
    <SandboxFrame
      title="Pago de prueba"
      note="Esta es la pasarela de pagos de prueba del sitio: no se cobra dinero. Elegí cómo termina el pago para seguir con la compra."
    >
      <CheckoutBody preferenceId={preferenceId} />
    </SandboxFrame>
  );
}
