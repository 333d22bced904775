import { ShieldCheck } from 'lucide';
import { PLAN_BAJA_META } from '../../../shared/page-meta/plan-subscription';
import { TextLink } from '../../components/ui/TextLink';
import type { ConsumerPoint } from './ConsumerFrame';
import { ConsumerRequestPage } from './ConsumerRequestPage';
import { PLAN_BAJA_EFFECTS } from './plan-baja-effects';
import { PlanBajaRequest } from './PlanBajaRequest';

const POINTS: ConsumerPoint[] = [
  ...PLAN_BAJA_EFFECTS,
  {
    icon: ShieldCheck,
    text: 'Por seguridad, te enviamos un correo y la cancelación se hace recién cuando la confirmás desde el enlace. No te preguntamos nada.',
  },
];

/** /baja/plan-contador — the Botón de Baja of the subscription, confirmed from an e-mailed link. */
export default function PlanBajaPage() {
  return (
    <ConsumerRequestPage
      meta={PLAN_BAJA_META}
      title="Cancelar el Plan Contador sin iniciar sesión"
      lead="Dejá de pagar la suscripción mensual cuando quieras. Con la sesión iniciada, también podés cancelarla desde tu cuenta."
      points={POINTS}
      note={
        <>
          Disposición 954/2025 de la Secretaría de Industria y Comercio. Para cerrar tu cuenta, usá
          el <TextLink to="/baja">Botón de Baja</TextLink> de la cuenta.
        </>
      }
      form={PlanBajaRequest}
    />
  );
}
