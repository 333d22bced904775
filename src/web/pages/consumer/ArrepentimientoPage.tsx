import { CalendarClock, History, MailCheck } from 'lucide';
import { ARREPENTIMIENTO_DAYS } from '../../../shared/consumer-rules';
import { ARREPENTIMIENTO_META } from '../../../shared/page-meta/consumer';
import { TextLink } from '../../components/ui/TextLink';
import { ArrepentimientoRequest } from './ArrepentimientoRequest';
import { ARREPENTIMIENTO_EFFECTS } from './arrepentimiento-effects';
import type { ConsumerPoint } from './ConsumerFrame';
import { ConsumerRequestPage } from './ConsumerRequestPage';

const POINTS: ConsumerPoint[] = [
  {
    icon: CalendarClock,
    text: `Tenés ${ARREPENTIMIENTO_DAYS} días corridos desde la compra para revocarla, sin dar motivos y sin ningún costo.`,
  },
  {
    icon: MailCheck,
    text: 'No necesitás una cuenta ni iniciar sesión: te enviamos un enlace al correo con el que compraste, y desde ahí elegís la compra y confirmás.',
  },
  ...ARREPENTIMIENTO_EFFECTS,
  {
    icon: History,
    text: (
      <>
        Si tenés cuenta, también podés hacerlo desde tu{' '}
        <TextLink to="/account/purchases">Historial de compras</TextLink>.
      </>
    ),
  },
];

/** /arrepentimiento — revoking a purchase within the legal window, signed in or not. */
export default function ArrepentimientoPage() {
  return (
    <ConsumerRequestPage
      meta={ARREPENTIMIENTO_META}
      title="Botón de Arrepentimiento"
      lead={`¿Compraste un curso y te arrepentiste? Podés cancelar la compra dentro de los ${ARREPENTIMIENTO_DAYS} días corridos y te devolvemos el dinero.`}
      points={POINTS}
      note={
        <>
          Ley 24.240 de Defensa del Consumidor (art. 34), Código Civil y Comercial (arts. 1110 y
          1116) y Disposición 954/2025 de la Secretaría de Industria y Comercio. Más detalles en los{' '}
          <TextLink to="/terms-and-conditions#derecho-de-revocacion">
            Términos y condiciones
          </TextLink>
          .
        </>
      }
      form={ArrepentimientoRequest}
    />
  );
}
