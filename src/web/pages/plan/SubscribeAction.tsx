import { lazy, Suspense, useState } from 'react';
import { useOwnSubscription } from '../../api/plan-subscription';
import { useSession } from '../../auth/session-context';
import { authLink } from '../../components/layout/nav-items';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { Link } from '../../navigation/Link';
import { useSearchParams } from '../../navigation/navigation';
import { PLAN_SUBSCRIBE_PATH } from './plan-words';

// The payer form comes with its own code, once someone signed in asks for it.
const SubscribeForm = lazy(() => import('./SubscribeForm'));

const ACCOUNT_PAGE = '/account/plan-contador';

/** A signed-in person: their subscription if they have one, else 'Suscribirme' and the form. */
function SignedInAction() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.has('suscribirme'));
  const own = useOwnSubscription();
  const status = own.data?.status;

  if (status && status !== 'none') {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          {status === 'pending'
            ? 'Tu suscripción espera la autorización del pago.'
            : 'Ya tenés el Plan Contador.'}
        </p>
        <Link to={ACCOUNT_PAGE} className={buttonClasses('primary', 'w-full')}>
          Ver mi suscripción
        </Link>
      </div>
    );
  }
  if (!open) {
    return (
      <Button variant="accent" className="w-full" onClick={() => setOpen(true)}>
        Suscribirme
      </Button>
    );
  }
  return (
    <Suspense fallback={<ListSkeleton />}>
      <SubscribeForm />
    </Suspense>
  );
}

/**
 * 'Suscribirme': a visitor signs in (or signs up) and comes back with the form open; someone
 * signed in fills in the payer's data and leaves to authorize the monthly charge.
 */
export function SubscribeAction() {
  const { user, status } = useSession();
  if (status === 'loading') {
    return (
      <Button variant="accent" className="w-full" disabled>
        Suscribirme
      </Button>
    );
  }
  if (!user) {
    return (
      <Link
        to={authLink('login', PLAN_SUBSCRIBE_PATH)}
        className={buttonClasses('accent', 'w-full')}
      >
        Suscribirme
      </Link>
    );
  }
  return <SignedInAction />;
}
