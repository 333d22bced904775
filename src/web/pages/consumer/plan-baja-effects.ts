import { CalendarCheck, CreditCard, ShieldCheck } from 'lucide';
import type { ConsumerPoint } from './ConsumerFrame';

/** What cancelling the 'Plan Contador' does, and what it leaves as it is. */
export const PLAN_BAJA_EFFECTS: ConsumerPoint[] = [
  { icon: CreditCard, text: 'Dejamos de cobrarte el Plan Contador: no hay más débitos mensuales.' },
  {
    icon: CalendarCheck,
    text: 'Seguís con acceso a todos los cursos hasta el final del período que ya pagaste.',
  },
  {
    icon: ShieldCheck,
    text: 'Tu cuenta, tu progreso y los cursos que compraste aparte no cambian.',
  },
];
