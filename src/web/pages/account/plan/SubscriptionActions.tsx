import { lazy, Suspense, useState } from 'react';
import type { OwnSubscription } from '../../../../shared/responses/plan-subscription';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

const SubscribeForm = lazy(() => import('../../plan/SubscribeForm'));

/** 'Actualizar la tarjeta': the payer form, filled in, authorizes a new card at MercadoPago. */
function NewCard() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button className="self-start" onClick={() => setOpen(true)}>
        Actualizar la tarjeta
      </Button>
    );
  }
  return (
    <div className="max-w-xl">
      <Suspense fallback={<ListSkeleton />}>
        <SubscribeForm submitLabel="Actualizar la tarjeta" />
      </Suspense>
    </div>
  );
}

function Cancel({ subscription }: { subscription: OwnSubscription }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Cancelar suscripción
      </Button>
      <CancelSubscriptionDialog subscription={subscription} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** What can be done in each state: finish the authorization, change the card, or cancel. */
export function SubscriptionActions({ subscription }: { subscription: OwnSubscription }) {
  switch (subscription.status) {
    case 'pending':
      return subscription.initPoint ? (
        <a href={subscription.initPoint} className={buttonClasses('accent', 'self-start')}>
          Terminar la suscripción
        </a>
      ) : null;
    case 'paused':
      return <NewCard />;
    case 'active':
      return <Cancel subscription={subscription} />;
    default:
      return null;
  }
}
