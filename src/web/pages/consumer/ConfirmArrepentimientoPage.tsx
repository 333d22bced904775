import { useState } from 'react';
import { Link } from '../../navigation/Link';
import { useLocation, useParams } from '../../navigation/navigation';
import { ARREPENTIMIENTO_DAYS, CONFIRM_LINK_HOURS } from '../../../shared/consumer-rules';
import { ARREPENTIMIENTO_META } from '../../../shared/page-meta/consumer';
import { isDeadLink } from '../../api/client';
import { useArrepentimientoLink } from '../../api/consumer';
import { buttonClasses } from '../../components/ui/Button';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { TextLink } from '../../components/ui/TextLink';
import { usePageMeta } from '../../lib/use-page-meta';
import { ArrepentimientoChoices } from './ArrepentimientoChoices';
import { ARREPENTIMIENTO_EFFECTS } from './arrepentimiento-effects';
import { ARREPENTIMIENTO_FRAMES, confirmFrame } from './confirm-frames';
import { ConsumerFrame } from './ConsumerFrame';
import { DeadLink } from './DeadLink';

const AGAIN = { to: '/arrepentimiento', action: 'Hacer el pedido de nuevo' };

/** The purchases of the link, or why there is nothing to choose. */
function LinkPurchases({ id, token, onDone }: { id: string; token: string; onDone: () => void }) {
  const link = useArrepentimientoLink(id, token);
  const [dead, setDead] = useState<string>();

  if (dead) return <DeadLink message={dead} {...AGAIN} />;
  if (link.isPending) return <ListSkeleton />;
  if (link.isError) {
    if (isDeadLink(link.error)) return <DeadLink message={link.error.message} {...AGAIN} />;
    return <LoadError>Ocurrió un error al abrir el enlace. Intente de nuevo más tarde.</LoadError>;
  }
  if (link.data.purchases.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          Con este enlace ya no queda ninguna compra para cancelar: pasaron los{' '}
          {ARREPENTIMIENTO_DAYS} días corridos desde la compra, o ya pediste el arrepentimiento
          (pedido {link.data.code}).
        </p>
        <Link to="/" className={buttonClasses('primary')}>
          Volver al inicio
        </Link>
      </div>
    );
  }
  return (
    <ArrepentimientoChoices
      id={id}
      token={token}
      link={link.data}
      onDeadLink={setDead}
      onDone={onDone}
    />
  );
}

/** /arrepentimiento/confirmar/:id#secreto — the e-mailed link of a Botón de Arrepentimiento. */
export default function ConfirmArrepentimientoPage() {
  usePageMeta(ARREPENTIMIENTO_META);
  const { id = '' } = useParams();
  // The secret travels after '#': browsers never send that part, so no server log holds it.
  const token = useLocation().hash.replace(/^#/, '');
  const [done, setDone] = useState(false);
  return (
    <ConsumerFrame
      {...confirmFrame(ARREPENTIMIENTO_FRAMES, done)}
      points={ARREPENTIMIENTO_EFFECTS}
      note={
        <>
          Si cambiaste de idea, no hagas nada: el enlace vence en {CONFIRM_LINK_HOURS} horas y tu
          compra sigue igual. Más detalles en los{' '}
          <TextLink to="/terms-and-conditions#derecho-de-revocacion">
            Términos y condiciones
          </TextLink>
          .
        </>
      }
    >
      <LinkPurchases id={id} token={token} onDone={() => setDone(true)} />
    </ConsumerFrame>
  );
}
