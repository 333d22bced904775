import { formatDate } from '../../../shared/format-date';
import type { OwnSubscription } from '../../../shared/responses/plan-subscription';
import { useOwnSubscription } from '../../api/plan-subscription';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { WarningNotice } from '../../components/ui/WarningNotice';
import { useSearchParams } from '../../navigation/navigation';
import { AccountSection } from './AccountSection';
import { NoSubscription } from './plan/NoSubscription';
import { ReturnNotice } from './plan/ReturnNotice';
import { SubscriptionActions } from './plan/SubscriptionActions';
import { SubscriptionFacts } from './plan/SubscriptionFacts';

function Subscription({ subscription }: { subscription: OwnSubscription }) {
  if (subscription.status === 'none') return <NoSubscription plan={subscription.plan} />;
  return (
    <div className="flex flex-col gap-6">
      {subscription.graceUntil && (
        <WarningNotice action={null}>
          No pudimos cobrar el último mes. Si no se acredita un pago antes del{' '}
          {formatDate(subscription.graceUntil)}, el acceso se pausa.
        </WarningNotice>
      )}
      <SubscriptionFacts subscription={subscription} />
      <SubscriptionActions subscription={subscription} />
    </div>
  );
}

/**
 * /account/plan-contador: the account's 'Plan Contador', its state and dates, and what can be
 * done with it; back from authorizing it (`?suscripcion=ok`), whether it is active yet.
 */
export default function PlanSubscriptionPage() {
  const own = useOwnSubscription();
  const [params] = useSearchParams();
  const back = params.get('suscripcion') === 'ok';
  return (
    <AccountSection intro="Todos los cursos por un pago mensual con MercadoPago. Cancelás cuando quieras y seguís con acceso hasta el final del período pagado.">
      {own.isPending && <ListSkeleton />}
      {own.isError && (
        <LoadError>No pudimos cargar tu suscripción. Intentá de nuevo más tarde.</LoadError>
      )}
      {own.data && (
        <div className="flex flex-col gap-6">
          {back && <ReturnNotice subscription={own.data} readAgain={() => void own.refetch()} />}
          <Subscription subscription={own.data} />
        </div>
      )}
    </AccountSection>
  );
}
