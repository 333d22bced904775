import { Undo2 } from 'lucide';
import { useState } from 'react';
import { SUBSTANTIAL_USE_PERCENT } from '../../../shared/consumer-rules';
import { formatDate } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/money';
import { useWithdrawOwnPurchase } from '../../api/consumer';
import { Button } from '../../components/ui/Button';
import { Modal, ModalActions } from '../../components/ui/Dialog';
import { Icon } from '../../components/ui/Icon';
import { StatusTag } from '../../components/ui/StatusTag';
import { notify } from '../../components/ui/toast';
import { arrepentimientoNext } from '../consumer/arrepentimiento-next';
import { RequestAnswer } from '../consumer/RequestAnswer';
import type { PurchaseRecord } from '../../../shared/responses/payments';
import type { OwnArrepentimiento } from '../../../shared/responses/consumer';

type PurchaseArrepentimientoProps = { purchase: PurchaseRecord; own: OwnArrepentimiento };

/**
 * The Botón de Arrepentimiento of one purchase in the history: 'Arrepentirme' while the 10 days
 * last (with a confirmation), or what became of the request.
 */
export function PurchaseArrepentimiento({ purchase, own }: PurchaseArrepentimientoProps) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawOwnPurchase();

  if (own.request?.status === 'pending_review') {
    return <StatusTag tone="brand">Arrepentimiento en revisión</StatusTag>;
  }
  if (own.request) return <StatusTag tone="neutral">Reintegro en curso</StatusTag>;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next && withdraw.data) withdraw.refresh();
  };
  const confirm = () =>
    withdraw.mutate(purchase.id, {
      onError: (error) => {
        notify.error(error.message);
        setOpen(false);
        withdraw.refresh();
      },
    });

  return (
    <>
      <span className="flex flex-col items-start gap-1">
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Icon node={Undo2} className="size-4" aria-hidden="true" />
          Arrepentirme<span className="sr-only"> de {purchase.course.title}</span>
        </Button>
        <span className="text-xs text-slate-600">Hasta el {formatDate(own.deadline)}</span>
      </span>
      <Modal
        open={open}
        onOpenChange={close}
        title={withdraw.data ? 'Pedido de arrepentimiento' : '¿Te arrepentís de esta compra?'}
        description={
          withdraw.data
            ? `Compra de ${purchase.course.title}.`
            : `Cancelamos la compra de ${purchase.course.title}: ${purchase.amount === 0 ? 'como la cubrió un cupón, no hay nada que devolver,' : `te devolvemos ${formatPrice(purchase.amount)} al mismo medio de pago`} y el curso deja de estar en tu cuenta. Podés hacerlo hasta el ${formatDate(own.deadline)} inclusive.`
        }
        wide
      >
        {withdraw.data ? (
          <RequestAnswer answer={withdraw.data} next={arrepentimientoNext(withdraw.data)}>
            <Button onClick={() => close(false)}>Listo</Button>
          </RequestAnswer>
        ) : (
          <>
            {own.review && (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                Ya usaste más del {SUBSTANTIAL_USE_PERCENT} % de este curso: una persona del estudio
                revisa el pedido antes del reintegro y te avisa la decisión por correo. Mientras
                tanto, el curso sigue en tu cuenta.
              </p>
            )}
            <ModalActions>
              <Button variant="danger" loading={withdraw.isPending} onClick={confirm}>
                Sí, arrepentirme
              </Button>
            </ModalActions>
          </>
        )}
      </Modal>
    </>
  );
}

export type PurchaseListProps = {
  purchases: PurchaseRecord[];
  /** The purchases still inside the 10 days, or already withdrawn, by id. */
  arrepentimientos: Map<string, OwnArrepentimiento>;
};

/** The purchase's arrepentimiento, when it has one or may still have one. */
export function ArrepentimientoOf({
  purchase,
  arrepentimientos,
}: {
  purchase: PurchaseRecord;
  arrepentimientos: Map<string, OwnArrepentimiento>;
}) {
  const own = purchase.status === 'approved' ? arrepentimientos.get(purchase.id) : undefined;
  return own ? <PurchaseArrepentimiento purchase={purchase} own={own} /> : null;
}
