import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { ClientBooking } from '../../../shared/responses/consultations';
import { useConsultationTypes, useRescheduleBooking } from '../../api/consultations';
import { momentLabel, timeLabel } from '../../components/consultations/consultation-text';
import { SlotPicker } from '../../components/consultations/SlotPicker';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Dialog';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { toastOutcome } from '../../components/ui/toast';
import { typeOfBooking } from './booking-lists';

type Props = { booking: ClientBooking; open: boolean; onOpenChange: (open: boolean) => void };

function NewTime({ booking, onDone }: { booking: ClientBooking; onDone: () => void }) {
  const types = useConsultationTypes();
  const reschedule = useRescheduleBooking();
  const [chosen, setChosen] = useState<string | null>(null);
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
    <div className="flex flex-col gap-4">
      <div className="max-h-[45vh] overflow-y-auto pr-1">
        <SlotPicker
          typeId={type.id}
          selected={chosen}
          dayHeading="h4"
          renderTime={(slot, { className, current, label }) => (
            <button
              type="button"
              className={className}
              aria-label={label}
              aria-pressed={current}
              onClick={() => setChosen(slot.start)}
            >
              {timeLabel(slot.start)}
            </button>
          )}
        />
      </div>
      <p
        className={clsx('text-sm', chosen ? 'text-slate-800' : 'text-slate-600')}
        aria-live="polite"
      >
        {chosen ? `Nuevo horario: ${momentLabel(chosen)} hs.` : 'Elegí el nuevo horario.'}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses('outline')}>Volver</Dialog.Close>
        <Button
          disabled={!chosen}
          loading={reschedule.isPending}
          onClick={() =>
            chosen &&
            reschedule.mutate(
              { id: booking.id, start: chosen },
              {
                onSuccess: (answer) => {
                  toastOutcome.onSuccess(answer);
                  onDone();
                },
                onError: (error) => {
                  toastOutcome.onError(error);
                  setChosen(null);
                },
              },
            )
          }
        >
          Confirmar el cambio
        </Button>
      </div>
    </div>
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
