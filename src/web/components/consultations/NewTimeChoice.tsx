import { clsx } from 'clsx';
import { useState } from 'react';
import type { SlotSource } from '../../api/consultations';
import { Button } from '../ui/Button';
import { momentLabel, timeLabel } from './consultation-text';
import { SlotPicker } from './SlotPicker';

type NewTimeChoiceProps = {
  source: SlotSource;
  /** The confirming button's words ('Confirmar el cambio'). */
  confirmLabel: string;
  pending: boolean;
  /** Moves to `start`; `refused` clears the choice when the time was taken meanwhile. */
  onConfirm: (start: string, refused: () => void) => void;
  /** The way back without a change (a dialog's close, or a button). */
  back: React.ReactNode;
};

/** A new time for a booking: its free times by day, the one chosen in words, and the move. */
export function NewTimeChoice({
  source,
  confirmLabel,
  pending,
  onConfirm,
  back,
}: NewTimeChoiceProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="max-h-[45vh] overflow-y-auto pr-1">
        <SlotPicker
          source={source}
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
        {back}
        <Button
          disabled={!chosen}
          loading={pending}
          onClick={() => chosen && onConfirm(chosen, () => setChosen(null))}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
