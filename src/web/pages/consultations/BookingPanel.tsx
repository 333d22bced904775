import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ConsultationType } from '../../../shared/responses/consultations';
import { consultationKeys, typeSlots } from '../../api/consultations';
import { timeLabel } from '../../components/consultations/consultation-text';
import { SlotPicker } from '../../components/consultations/SlotPicker';
import { Link } from '../../navigation/Link';
import { useSearchParams } from '../../navigation/navigation';
import { choiceSearch } from './booking-choice';
import { BookingForm } from './BookingForm';

const GONE = 'Ese horario ya no está disponible. Elegí otro.';

type Props = { type: ConsultationType; start: string | null };

/** The chosen type's free times and, once a time is chosen, the booking form. */
export default function BookingPanel({ type, start }: Props) {
  const [, setParams] = useSearchParams();
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);

  /** The time chosen is not free any more: back to the times, saying so, with the list fresh. */
  const dropTime = useCallback(
    (message: string) => {
      setNotice(message);
      setParams(new URLSearchParams(choiceSearch({ typeId: type.id, start: null })), {
        replace: true,
        preventScrollReset: true,
      });
      void client.invalidateQueries({ queryKey: consultationKeys.allSlots });
    },
    [client, setParams, type.id],
  );
  const onSelectedGone = useCallback(() => dropTime(GONE), [dropTime]);

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <section
        aria-labelledby="consultation-times-title"
        className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <header className="flex flex-col gap-1">
          <h2 id="consultation-times-title" className="text-xl font-bold text-brand-900">
            Elegí el día y el horario
          </h2>
          <p className="text-sm text-slate-600">{type.title}, en hora de Argentina.</p>
        </header>
        {notice && (
          <p
            role="alert"
            className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-300"
          >
            {notice}
          </p>
        )}
        <SlotPicker
          source={typeSlots(type.id)}
          selected={start}
          onSelectedGone={onSelectedGone}
          renderTime={(slot, { className, current, label }) => (
            <Link
              to={{ search: choiceSearch({ typeId: type.id, start: slot.start }) }}
              replace
              preventScrollReset
              className={className}
              aria-label={label}
              aria-current={current ? 'true' : undefined}
              onClick={() => setNotice(null)}
            >
              {timeLabel(slot.start)}
            </Link>
          )}
        />
      </section>
      {start ? (
        <BookingForm key={start} type={type} start={start} onTaken={dropTime} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">
          Elegí un horario para completar la reserva.
        </p>
      )}
    </div>
  );
}
