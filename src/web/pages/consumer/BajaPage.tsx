import { Repeat, ShieldCheck, Undo2 } from 'lucide';
import { ARREPENTIMIENTO_DAYS } from '../../../shared/consumer-rules';
import { BAJA_META } from '../../../shared/page-meta/consumer';
import { TextLink } from '../../components/ui/TextLink';
import { BAJA_EFFECTS } from './baja-effects';
import { BajaRequest } from './BajaRequest';
import type { ConsumerPoint } from './ConsumerFrame';
import { ConsumerRequestPage } from './ConsumerRequestPage';

const POINTS: ConsumerPoint[] = [
  ...BAJA_EFFECTS,
  {
    icon: ShieldCheck,
    text: 'Por seguridad, te enviamos un correo y la baja se hace recién cuando la confirmás desde el enlace.',
  },
  {
    icon: Undo2,
    text: (
      <>
        Si querés la devolución de una compra de los últimos {ARREPENTIMIENTO_DAYS} días, usá antes
        el <TextLink to="/arrepentimiento">Botón de Arrepentimiento</TextLink>.
      </>
    ),
  },
  {
    icon: Repeat,
    text: (
      <>
        Si solo querés dejar de pagar el Plan Contador, sin cerrar tu cuenta,{' '}
        <TextLink to="/baja/plan-contador">cancelá la suscripción</TextLink>.
      </>
    ),
  },
];

/** /baja — closing the account and every communication, confirmed from an e-mailed link. */
export default function BajaPage() {
  return (
    <ConsumerRequestPage
      meta={BAJA_META}
      title="Botón de Baja"
      lead="Cerrá tu cuenta y dejá de recibir nuestras comunicaciones, sin necesidad de iniciar sesión."
      points={POINTS}
      note={
        <>
          Disposición 954/2025 de la Secretaría de Industria y Comercio y Ley 25.326 de Protección
          de los Datos Personales. Más detalles en la{' '}
          <TextLink to="/privacy-policy#baja-y-supresion">Política de privacidad</TextLink>.
        </>
      }
      form={BajaRequest}
    />
  );
}
