import { FlaskConical, LoaderCircle } from 'lucide';
import { Link } from '../../navigation/Link';
import { useParams } from '../../navigation/navigation';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/money';
import { isUnknownReference, useSandboxCheckout } from '../../api/payments';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { LoadError } from '../../components/ui/LoadError';
import { usePageMeta } from '../../lib/use-page-meta';
import { FactList } from './FactList';
import { PaymentFrame } from './PaymentFrame';
import { SandboxActions } from './SandboxActions';
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
  if (!checkout) {
    return (
      <p role="status" className="flex justify-center py-6">
        <Icon
          node={LoaderCircle}
          className="size-8 animate-spin text-brand-600"
          aria-hidden="true"
        />
        <span className="sr-only">Cargando...</span>
      </p>
    );
  }
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
    <PaymentFrame>
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-300/40 text-accent-600">
            <Icon node={FlaskConical} className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold text-brand-900">Pago de prueba</h1>
        </div>
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-100">
          Esta es la pasarela de pagos de prueba del sitio: no se cobra dinero. Elegí cómo termina
          el pago para seguir con la compra.
        </p>
        <CheckoutBody preferenceId={preferenceId} />
      </div>
    </PaymentFrame>
  );
}
