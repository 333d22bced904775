import { Banknote, BookX, CalendarClock, Ticket, UserRoundCheck } from 'lucide';
import { Link } from '../../navigation/Link';
import { ARREPENTIMIENTO_DAYS } from '../../../shared/consumer';
import { ARREPENTIMIENTO_META } from '../../../shared/page-meta/consumer';
import { usePageMeta } from '../../lib/use-page-meta';
import { ArrepentimientoRequest } from './ArrepentimientoRequest';
import { ConsumerFrame, type ConsumerPoint } from './ConsumerFrame';
import { useSignedInContact } from './use-consumer-request';

const POINTS: ConsumerPoint[] = [
  {
    icon: CalendarClock,
    text: `Tenés ${ARREPENTIMIENTO_DAYS} días corridos desde la compra para revocarla, sin dar motivos y sin ningún costo.`,
  },
  { icon: Banknote, text: 'Te devolvemos el total, al mismo medio de pago con el que pagaste.' },
  { icon: BookX, text: 'El curso deja de estar en tu cuenta.' },
  { icon: UserRoundCheck, text: 'No necesitás una cuenta ni iniciar sesión.' },
  {
    icon: Ticket,
    text: 'Al enviar el pedido recibís al instante un código de solicitud, en pantalla y por correo.',
  },
];

/** /arrepentimiento — revoking a purchase within the legal window, signed in or not. */
export default function ArrepentimientoPage() {
  usePageMeta(ARREPENTIMIENTO_META);
  const { key, contact } = useSignedInContact();
  return (
    <ConsumerFrame
      title="Botón de Arrepentimiento"
      lead={`¿Compraste un curso y te arrepentiste? Podés cancelar la compra dentro de los ${ARREPENTIMIENTO_DAYS} días corridos y te devolvemos el dinero.`}
      points={POINTS}
      note={
        <>
          Ley 24.240 de Defensa del Consumidor (art. 34) y Disposición 954/2025 de la Secretaría de
          Industria y Comercio. Más detalles en los{' '}
          <Link
            to="/terms-and-conditions#derecho-de-revocacion"
            className="font-medium text-brand-700 underline"
          >
            Términos y condiciones
          </Link>
          .
        </>
      }
    >
      <ArrepentimientoRequest key={key} contact={contact} />
    </ConsumerFrame>
  );
}
