import { CirclePause, CalendarX, Users, Wallet } from 'lucide';
import { formatPrice } from '../../../../shared/money';
import type { AdminSubscriptions } from '../../../../shared/responses/plan-subscription';
import { FigureCards, type Figure } from '../dashboard/KeyFigures';

/** MRR and how many subscriptions are active, paused and ending. */
export function PlanFigures({ plan }: { plan: AdminSubscriptions }) {
  const figures: Figure[] = [
    {
      label: 'MRR',
      value: formatPrice(plan.mrr),
      icon: Wallet,
      detail: 'Lo que se cobrará por mes de las suscripciones activas',
    },
    { label: 'Activas', value: plan.active, icon: Users },
    {
      label: 'Pausadas',
      value: plan.paused,
      icon: CirclePause,
      detail: 'Sin cobrar tras la gracia',
    },
    {
      label: 'Cancelándose',
      value: plan.cancelling,
      icon: CalendarX,
      detail: 'Con acceso hasta el fin del período pagado',
    },
  ];
  return <FigureCards figures={figures} label="El Plan Contador hoy" />;
}
