import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Hourglass } from 'lucide';
import { useEffect, useState } from 'react';
import type { OwnSubscription } from '../../../../shared/responses/plan-subscription';
import { sessionKey } from '../../../api/auth';
import { Icon } from '../../../components/ui/Icon';
import { TextLink } from '../../../components/ui/TextLink';
import { invalidateData } from '../../../store/cache';

/** How many times a pending subscription is read again, and how far apart. */
const READS = 3;
const READ_EVERY_MS = 3_000;

type ReturnNoticeProps = { subscription: OwnSubscription; readAgain: () => void };

/**
 * Back from authorizing at MercadoPago (or the sandbox), `?suscripcion=ok`: the plan is active,
 * or its authorization is still on its way and the subscription is read again a few times.
 */
export function ReturnNotice({ subscription, readAgain }: ReturnNoticeProps) {
  const client = useQueryClient();
  const [reads, setReads] = useState(0);
  const active = subscription.status === 'active';
  const pending = subscription.status === 'pending';

  useEffect(() => {
    if (!pending || reads >= READS) return;
    const timer = setTimeout(() => {
      setReads(reads + 1);
      readAgain();
    }, READ_EVERY_MS);
    return () => clearTimeout(timer);
  }, [pending, reads, readAgain]);

  // The session lists the courses open to the person: the plan opened them all.
  useEffect(() => {
    if (active) invalidateData(client, (name) => name === sessionKey);
  }, [active, client]);

  if (active) {
    return (
      <p
        role="status"
        className="flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          ¡Listo! Tu Plan Contador está activo: ya podés estudiar todos los{' '}
          <TextLink to="/courses">cursos</TextLink>.
        </span>
      </p>
    );
  }
  if (!pending) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2.5 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <Icon node={Hourglass} className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>
        Estamos confirmando la autorización con MercadoPago. En unos segundos vas a ver tu
        suscripción activa.
      </span>
    </p>
  );
}
