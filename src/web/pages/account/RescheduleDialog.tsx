import { Dialog } from 'radix-ui';
import type { ClientBooking } from '../../../shared/responses/consultations';
import { typeSlots, useConsultationTypes, useRescheduleBooking } from '../../api/consultations';
import { momentLabel } from '../../components/consultations/consultation-text';
import { NewTimeChoice } from '../../components/consultations/NewTimeChoice';
import { buttonClasses } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Dialog';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { toastOutcome } from '../../components/ui/toast';
import { typeOfBooking } from './booking-lists';

type Props = { booking: ClientBooking; open: boolean; onOpenChange: (open: boolean) => void };

function NewTime({ booking, onDone }: { booking: ClientBooking; onDone: () => void }) {
  const types = useConsultationTypes();
  const reschedule = useRescheduleBooking();
  if (types.isPending) return <ListSkeleton rows={2} />;
  const type = typeOfBooking(booking, types.data ?? []);
  if (!type) {
    return (
      <LoadError>
        Esta consulta ya no se ofrece con las mismas condiciones. Cancelala o escribinos para
        cambiarla.
      </LoadError>
    );
  }
  return (
    <NewTimeChoice
      source={typeSlots(type.id)}
      confirmLabel="Confirmar el cambio"
      pending={reschedule.isPending}
      back={<Dialog.Close className={buttonClasses('outline')}>Volver</Dialog.Close>}
      onConfirm={(start, refused) =>
        reschedule.mutate(
          { id: booking.id, start },
          {
            onSuccess: (answer) => {
              toastOutcome.onSuccess(answer);
              onDone();
            },
            onError: (error) => {
              toastOutcome.onError(error);
              refused();
            },
          },
        )
      }
    />
  );
}

/** 'Cambiar horario': a new free time of the same consultation (once, up to 24 hours before). */
export function RescheduleDialog({ booking, open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      wide
      title="Cambiar horario"
      description={`${booking.typeTitle}, hoy el ${momentLabel(booking.start)} hs. Podés cambiarla una sola vez.`}
    >
      {open && <NewTime booking={booking} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
