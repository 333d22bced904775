import { CircleCheck } from 'lucide';
import { PLAN_BAJA_META } from '../../../shared/page-meta/plan-subscription';
import { useConfirmPlanBaja } from '../../api/plan-subscription';
import { Button, buttonClasses } from '../../components/ui/Button';
import { TextLink } from '../../components/ui/TextLink';
import { Link } from '../../navigation/Link';
import { PLAN_BAJA_FRAMES } from './confirm-frames';
import { deadLinkMessage, sendConfirmation } from './confirm-link';
import { ConfirmLinkFrame, type ConfirmStepProps } from './ConfirmLinkFrame';
import { DeadLink } from './DeadLink';
import { MessageAnswer } from './MessageAnswer';
import { PLAN_BAJA_EFFECTS } from './plan-baja-effects';

/** The button, then the server's answer, or its message when the link is dead. */
function ConfirmPlanBaja({ id, token, onDone }: ConfirmStepProps) {
  const confirm = useConfirmPlanBaja(id, token);
  const send = sendConfirmation(confirm, onDone);
  const dead = deadLinkMessage(confirm);

  if (confirm.data) {
    return (
      <MessageAnswer
        icon={CircleCheck}
        title="Suscripción cancelada"
        message={confirm.data.message}
      >
        <Link to="/" className={buttonClasses('primary')}>
          Volver al inicio
        </Link>
      </MessageAnswer>
    );
  }
  if (dead) {
    return <DeadLink message={dead} to="/baja/plan-contador" action="Pedir un enlace nuevo" />;
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <h2 className="text-xl font-bold text-brand-900">¿Confirmás la cancelación?</h2>
      <p className="text-slate-700">
        No se te vuelve a cobrar y seguís con acceso hasta el final del período que pagaste. Si no
        la pediste vos, cerrá esta página: tu suscripción sigue igual.
      </p>
      <Button variant="danger" loading={confirm.isPending} onClick={send}>
        Confirmar la cancelación
      </Button>
    </div>
  );
}

/** /plan-contador/baja/:id/:token — the e-mailed link of the plan's Botón de Baja. */
export default function ConfirmPlanBajaPage() {
  return (
    <ConfirmLinkFrame
      meta={PLAN_BAJA_META}
      frames={PLAN_BAJA_FRAMES}
      points={PLAN_BAJA_EFFECTS}
      note={
        <>
          Si cambiaste de idea, no hagas nada y tu suscripción sigue igual. También podés cancelarla
          desde <TextLink to="/account/plan-contador">tu cuenta</TextLink>.
        </>
      }
      step={ConfirmPlanBaja}
    />
  );
}
