import { useState } from 'react';
import { Link } from '../../navigation/Link';
import { useParams } from '../../navigation/navigation';
import { BAJA_META } from '../../../shared/page-meta/consumer';
import { isDeadLink } from '../../api/client';
import { useConfirmBaja } from '../../api/consumer';
import { Button, buttonClasses } from '../../components/ui/Button';
import { TextLink } from '../../components/ui/TextLink';
import { notify } from '../../components/ui/toast';
import { usePageMeta } from '../../lib/use-page-meta';
import { BAJA_EFFECTS } from './baja-effects';
import { BAJA_FRAMES, confirmFrame } from './confirm-frames';
import { DeadLink } from './DeadLink';
import { ConsumerFrame } from './ConsumerFrame';
import { RequestAnswer } from './RequestAnswer';

const DONE_NEXT = [
  'Te enviamos un correo que confirma la baja, con el mismo código.',
  'Si tenías la sesión iniciada en este navegador, ya la cerramos.',
];

/** The button, then the completed baja, or the server's message when the link is dead. */
function ConfirmBaja({ id, token, onDone }: { id: string; token: string; onDone: () => void }) {
  const confirm = useConfirmBaja(id, token);
  const send = () =>
    confirm.mutate(undefined, {
      onSuccess: onDone,
      onError: (error) => {
        if (!isDeadLink(error)) notify.error(error.message);
      },
    });

  if (confirm.data) {
    return (
      <RequestAnswer answer={confirm.data} next={DONE_NEXT}>
        <Link to="/" className={buttonClasses('primary')}>
          Volver al inicio
        </Link>
      </RequestAnswer>
    );
  }
  if (confirm.error && isDeadLink(confirm.error)) {
    return <DeadLink message={confirm.error.message} to="/baja" action="Pedir la baja de nuevo" />;
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
  usePageMeta(BAJA_META);
  const { id = '', token = '' } = useParams();
  const [done, setDone] = useState(false);
  return (
    <ConsumerFrame
      {...confirmFrame(BAJA_FRAMES, done)}
      points={BAJA_EFFECTS}
      note={
        <>
          Si cambiaste de idea, no hagas nada: el enlace vence en 48 horas. Para la devolución de
          una compra reciente, usá el{' '}
          <TextLink to="/arrepentimiento">Botón de Arrepentimiento</TextLink>.
        </>
      }
    >
      <ConfirmBaja id={id} token={token} onDone={() => setDone(true)} />
    </ConsumerFrame>
  );
}
