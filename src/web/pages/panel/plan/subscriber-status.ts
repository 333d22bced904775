import type { Subscriber } from '../../../../shared/responses/plan-subscription';
import type { StatusTone } from '../../../components/ui/StatusTag';

/** A subscriber's state in the panel's words and colour. */
export const SUBSCRIBER_STATUS: Record<Subscriber['status'], { text: string; tone: StatusTone }> = {
  pending: { text: 'Pendiente de autorización', tone: 'brand' },
  active: { text: 'Activa', tone: 'success' },
  paused: { text: 'Pausada', tone: 'warning' },
  cancelled: { text: 'Cancelada', tone: 'neutral' },
  ended: { text: 'Terminada', tone: 'neutral' },
};
