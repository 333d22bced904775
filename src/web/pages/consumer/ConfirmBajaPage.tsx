import { Link } from '../../navigation/Link';
import { BAJA_META } from '../../../shared/page-meta/consumer';
import { useConfirmBaja } from '../../api/consumer';
import { Button, buttonClasses } from '../../components/ui/Button';
import { TextLink } from '../../components/ui/TextLink';
import { BAJA_EFFECTS } from './baja-effects';
import { BAJA_FRAMES } from './confirm-frames';
import { deadLinkMessage, sendConfirmation } from './confirm-link';
import { ConfirmLinkFrame, type ConfirmStepProps } from './ConfirmLinkFrame';
import { DeadLink } from './DeadLink';
import { RequestAnswer } from './RequestAnswer';

const DONE_NEXT = [
  'Te enviamos un correo que confirma la baja, con el mismo código.',
  'Si tenías la sesión iniciada en este navegador, ya la cerramos.',
];

/** The button, then the completed baja, or the server's message when the link is dead. */
function ConfirmBaja({ id, token, onDone }: ConfirmStepProps) {
  const confirm = useConfirmBaja(id, token);
  const send = sendConfirmation(confirm, onDone);
  const dead = deadLinkMessage(confirm);

  if (confirm.data) {
    return (
      <RequestAnswer answer={confirm.data} next={DONE_NEXT}>
        <Link to="/" className={buttonClasses('primary')}>
          Volver al inicio
        </Link>
      </RequestAnswer>
    );
  }
  if (dead) {
    return <DeadLink message={dead} to="/baja" action="Pedir la baja de nuevo" />;
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <h2 className="text-xl font-bold text-brand-900">¿Confirmás la baja?</h2>
      <p className="text-slate-700">
        La baja se hace en el momento y no se puede deshacer. Si no la pediste vos, cerrá esta
        página: tu cuenta sigue igual.
      </p>
      <Button variant="danger" loading={confirm.isPending} onClick={send}>
        Confirmar la baja
      </Button>
    </div>
  );
}

/** /baja/confirmar/:id/:token — the e-mailed link of a Botón de Baja request. */
export default function ConfirmBajaPage() {
  return (
    <ConfirmLinkFrame
      meta={BAJA_META}
      frames={BAJA_FRAMES}
      points={BAJA_EFFECTS}
      note={
        <>
          Si cambiaste de idea, no hagas nada: el enlace vence en 48 horas. Para la devolución de
          una compra reciente, usá el{' '}
          <TextLink to="/arrepentimiento">Botón de Arrepentimiento</TextLink>.
        </>
      }
      step={ConfirmBaja}
    />
  );
}
