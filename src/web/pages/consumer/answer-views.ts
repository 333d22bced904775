import { CircleAlert, CircleCheck, Hourglass, MailCheck } from 'lucide';
import { type IconNode } from '../../components/ui/Icon';
import type { StatusTone } from '../../components/ui/StatusTag';
import type { ConsumerRequestAnswer } from '../../../shared/responses/consumer';

/** How the answer to a request looks: icon, heading, and the colours of the message's box. */
export type AnswerView = { icon: IconNode; tone: StatusTone; title: string; box: string };

const done: AnswerView = {
  icon: CircleCheck,
  tone: 'success',
  title: 'Pedido aceptado',
  box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
};

export const ANSWER_VIEWS: Record<ConsumerRequestAnswer['status'], AnswerView> = {
  accepted: done,
  completed: { ...done, title: 'Baja confirmada' },
  refused: {
    icon: CircleAlert,
    tone: 'warning',
    title: 'No pudimos aceptar el pedido',
    box: 'border-amber-300 bg-amber-50 text-amber-950',
  },
  pending_review: {
    icon: Hourglass,
    tone: 'brand',
    title: 'Pedido en revisión',
    box: 'border-brand-200 bg-brand-50 text-brand-900',
  },
  awaiting_confirmation: {
    icon: MailCheck,
    tone: 'brand',
    title: 'Revisá tu correo',
    box: 'border-brand-200 bg-brand-50 text-brand-900',
  },
};
