import { Dialog } from 'radix-ui';
import type { ClientBooking } from '../../../shared/responses/consultations';
import { useCancelBooking } from '../../api/consultations';
import {
  argentineDay,
  consultationPrice,
  fullDayLabel,
  timeLabel,
} from '../../components/consultations/consultation-text';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Dialog';
import { toastOutcome } from '../../components/ui/toast';

type Props = { booking: ClientBooking; open: boolean; onOpenChange: (open: boolean) => void };

/** What happens to the money if the booking is cancelled now. */
export function refundSentence(booking: ClientBooking): string {
  if (booking.price <= 0) return 'Es una consulta sin cargo.';
  if (booking.status === 'held') return 'Todavía no la pagaste: no se te cobra nada.';
  if (booking.refundOnCancel) {
    return `Se te devuelve el pago de ${consultationPrice(booking.price)} por MercadoPago.`;
  }
  return 'Faltan menos de 24 horas para la consulta: el pago no se devuelve.';
}

/** 'Cancelar': asks first, saying whether the money is given back. */
export function CancelBookingDialog({ booking, open, onOpenChange }: Props) {
  const cancel = useCancelBooking();
  const when = `${fullDayLabel(argentineDay(booking.start))} a las ${timeLabel(booking.start)} hs`;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Cancelar la consulta"
      description={`¿Querés cancelar ${booking.typeTitle} del ${when}? ${refundSentence(booking)}`}
    >
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses('outline')}>Volver</Dialog.Close>
        <Button
          variant="danger"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(booking.id, {
              onSuccess: (answer) => {
                toastOutcome.onSuccess(answer);
                onOpenChange(false);
              },
              onError: toastOutcome.onError,
            })
          }
        >
          Sí, cancelar la consulta
        </Button>
      </div>
    </Modal>
  );
}
