import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  LoaderCircle,
  RotateCcw,
  SearchX,
  TimerOff,
} from 'lucide';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/api-error';
import type { PurchaseStatus } from '../../../shared/purchases';
import { PURCHASE_STATUS_TONES } from '../../components/payments/PurchaseStatusTag';
import { type IconNode } from '../../components/ui/Icon';
import type { StatusTone } from '../../components/ui/StatusTag';

/** What the payment-result screen says for one state. */
export type ResultView = {
  icon: IconNode;
  tone: StatusTone;
  title: string;
  text?: string;
  /** Whether to repeat when a paid course shows up in the account. */
  delayNotice?: boolean;
  link?: { to: string; label: string };
};

const MY_PURCHASES = { to: '/account/purchases', label: 'Ver mis compras' };
const MY_COURSES = { to: '/account/courses', label: 'Ir a Mis cursos' };

/** A paid consultation: the booking is confirmed, its invitation on its way. */
export const CONSULTATION_VIEW: ResultView = {
  icon: CircleCheck,
  tone: PURCHASE_STATUS_TONES.approved,
  title: '¡Tu consulta quedó confirmada!',
  text: 'Recibimos tu pago. Te enviamos por correo la invitación para tu calendario.',
  link: { to: '/account/consultations', label: 'Ir a Mis consultas' },
};

const undecided: ResultView = {
  icon: Clock,
  tone: PURCHASE_STATUS_TONES.pending,
  title: 'Tu pago está pendiente',
  text: 'Todavía no recibimos la confirmación del medio de pago. Cuando se acredite, te enviamos el comprobante por correo.',
  delayNotice: true,
  link: MY_PURCHASES,
};

export const RESULT_VIEWS: Record<PurchaseStatus, ResultView> = {
  approved: {
    icon: CircleCheck,
    tone: PURCHASE_STATUS_TONES.approved,
    title: '¡Gracias por tu compra!',
    text: 'Recibimos tu pago. Te enviamos el comprobante por correo.',
    link: MY_COURSES,
  },
  rejected: {
    icon: CircleX,
    tone: PURCHASE_STATUS_TONES.rejected,
    title: 'El pago fue rechazado',
    text: 'El medio de pago no aprobó la operación, así que no se te cobró nada. Podés intentarlo de nuevo con otro medio de pago.',
    link: MY_PURCHASES,
  },
  pending: undecided,
  cancelled: undecided,
  refunded: {
    icon: RotateCcw,
    tone: PURCHASE_STATUS_TONES.refunded,
    title: 'El pago fue reembolsado',
    text: 'Te devolvimos el dinero de esta compra, así que el curso ya no está en tu cuenta.',
    link: MY_PURCHASES,
  },
  charged_back: {
    icon: RotateCcw,
    tone: PURCHASE_STATUS_TONES.charged_back,
    title: 'El pago fue revertido',
    text: 'El pago se anuló por un contracargo ante el medio de pago, así que el curso ya no está en tu cuenta.',
    link: MY_PURCHASES,
  },
  withdrawn: {
    icon: RotateCcw,
    tone: PURCHASE_STATUS_TONES.withdrawn,
    title: 'Cancelaste esta compra',
    text: 'Te arrepentiste de esta compra. Como la cubrió un cupón, no hubo pago que devolver, y el curso ya no está en tu cuenta.',
    link: MY_PURCHASES,
  },
  abandoned: {
    icon: TimerOff,
    tone: PURCHASE_STATUS_TONES.abandoned,
    title: 'Este pago venció',
    text: 'No recibimos ningún pago antes de que venciera, así que no se te cobró nada. Si todavía querés el curso, podés comprarlo de nuevo.',
    link: { to: '/courses', label: 'Ver los cursos' },
  },
};

/** A payment made when the course was the buyer's already: it goes back to them. */
export const DUPLICATE_VIEW: ResultView = {
  icon: RotateCcw,
  tone: PURCHASE_STATUS_TONES.refunded,
  title: 'Ya tenías este curso',
  text: 'Este pago llegó cuando el curso ya era tuyo, así que te lo devolvemos completo al mismo medio de pago. El curso sigue en tu cuenta.',
  link: MY_COURSES,
};

export const CHECKING_VIEW: ResultView = {
  icon: LoaderCircle,
  tone: 'neutral',
  title: 'Consultando tu pago...',
};

export const UNKNOWN_VIEW: ResultView = {
  icon: SearchX,
  tone: 'neutral',
  title: 'No encontramos esa compra',
  text: 'Revisá que el enlace esté completo, o buscá la compra en tu historial.',
  link: MY_PURCHASES,
};

export const FAILED_VIEW: ResultView = {
  icon: CircleAlert,
  tone: 'error',
  title: 'No pudimos consultar tu pago',
  text: GENERIC_ERROR_MESSAGE,
  link: MY_PURCHASES,
};
