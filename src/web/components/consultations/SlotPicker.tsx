import { clsx } from 'clsx';
import { CalendarPlus } from 'lucide';
import { useEffect, useMemo, useState } from 'react';
import { useSlotStretches, type SlotSource } from '../../api/consultations';
import { useNow } from '../../lib/use-now';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { ListSkeleton } from '../ui/ListSkeleton';
import { LoadError } from '../ui/LoadError';
import type { Slot } from '../../../shared/responses/consultations';
import { dayLabel, groupByDay, sameMoment, timeLabel } from './consultation-text';
import { argentineToday, maxStretches, slotRanges, stretchesFor } from './slot-ranges';

type SlotPickerProps = {
  source: SlotSource;
  /** The time chosen, if any (ISO instant). */
  selected: string | null;
  /** Draws one time's control: a link on /consultas (it works before the code), a button elsewhere. */
  renderTime: (
    slot: Slot,
    props: { className: string; current: boolean; label: string },
  ) => React.ReactNode;
  /** Once every day shown has answered, the chosen time is not among the free ones. */
  onSelectedGone?: () => void;
  /** The heading level of each day (h3 on /consultas, h4 inside a dialog's section). */
  dayHeading?: 'h3' | 'h4';
};

const timeClasses = (current: boolean) =>
  clsx(
    'inline-flex min-w-20 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold tabular-nums ring-1 transition-colors',
    current
      ? 'bg-brand-800 text-white ring-brand-800'
      : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50 hover:ring-brand-400',
  );

/**
 * The free times of a consultation type, or of a booking to move, grouped by day ('lunes 7/12'), two weeks at a time from
 * today in Argentina, with 'Ver más días' for the next two weeks.
 */
export function SlotPicker({
  source,
  selected,
  renderTime,
  onSelectedGone,
  dayHeading: DayHeading = 'h3',
}: SlotPickerProps) {
  const today = argentineToday(useNow());
  const [stretches, setStretches] = useState(() => stretchesFor(today, selected));
  const ranges = useMemo(() => slotRanges(today, stretches), [today, stretches]);
  const { slots, isPending, isError, complete, refetch } = useSlotStretches(source, ranges);
  const days = useMemo(
    () => groupByDay([...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))),
    [slots],
  );

  const gone =
    complete && selected !== null && !slots.some((slot) => sameMoment(slot.start, selected));
  useEffect(() => {
    if (gone) onSelectedGone?.();
  }, [gone, onSelectedGone]);

  const more = stretches < maxStretches() && (
    <Button
      variant="outline"
      className="self-start"
      loading={isPending && days.length > 0}
      onClick={() => setStretches((count) => count + 1)}
    >
      <Icon node={CalendarPlus} className="size-4" aria-hidden="true" />
      Ver más días
    </Button>
  );

  if (isError && days.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <LoadError>
          No pudimos obtener los horarios libres. Intentá de nuevo en unos minutos.
        </LoadError>
        <Button variant="outline" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (days.length === 0 && isPending) return <ListSkeleton rows={2} />;
  return (
    <div className="flex flex-col gap-5">
      {days.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700 ring-1 ring-slate-200">
          No quedan horarios libres en estos días.{' '}
          {more ? 'Mirá los días siguientes.' : 'Escribinos y buscamos un horario.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Días con horarios libres">
          {days.map(({ day, items }) => (
            <li key={day} className="flex flex-col gap-2">
              <DayHeading className="text-sm font-semibold text-slate-800">
                {dayLabel(day)}
              </DayHeading>
              <ul className="flex flex-wrap gap-2" aria-label={`Horarios del ${dayLabel(day)}`}>
                {items.map((slot) => {
                  const current = selected !== null && sameMoment(slot.start, selected);
                  const label = `${dayLabel(day)}, ${timeLabel(slot.start)} hs`;
                  return (
                    <li key={slot.start}>
                      {renderTime(slot, { className: timeClasses(current), current, label })}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {more}
    </div>
  );
}
