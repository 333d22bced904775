import { formatDate } from '../../../../shared/format-date';
import type { OwnSubscription } from '../../../../shared/responses/plan-subscription';
import type { StatusTone } from '../../../components/ui/StatusTag';

type Status = OwnSubscription['status'];

const TONES: Record<Status, StatusTone> = {
  none: 'neutral',
  pending: 'brand',
  active: 'success',
  paused: 'warning',
  cancelled: 'neutral',
};

/** The subscription's state in words, as the account shows it. */
export function subscriptionStatus(subscription: OwnSubscription): {
  text: string;
  tone: StatusTone;
} {
  const tone = TONES[subscription.status];
  switch (subscription.status) {
    case 'active':
      return { text: 'Activa', tone };
    case 'pending':
      return { text: 'Pendiente de autorización', tone };
    case 'paused':
      return { text: 'Pausada: no pudimos cobrar', tone };
    case 'cancelled':
      return {
        text: `Cancelada: tenés acceso hasta el ${formatDate(subscription.accessUntil ?? '')}`,
        tone,
      };
    case 'none':
      return { text: 'Sin suscripción', tone };
  }
}

/** A date of the subscription as dd/mm/aaaa, or a dash when there is none. */
export const dayOrDash = (value: string | null) => (value ? formatDate(value) : '—');
