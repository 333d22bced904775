import { useId, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { PLAYBACK_SPEEDS, speedLabel, storedSpeed, storeSpeed } from './playback-speed';

const onStorage = (notify: () => void) => {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
};

/**
 * 'Velocidad': the playback speed, remembered on this browser for every lesson. The server renders
 * 1× (it cannot know), disabled until the browser has taken the page over and shows the
 * remembered one: a choice made before then would be lost.
 */
export function SpeedSelect({ onChange }: { onChange: (speed: number) => void }) {
  const id = useId();
  const stored = useSyncExternalStore(onStorage, storedSpeed, () => 1);
  const [chosen, setSpeed] = useState<number | null>(null);
  const speed = chosen ?? stored;
  const hydrated = useHydrated();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id} className="font-medium">
        Velocidad
      </label>
      <select
        id={id}
        value={speed}
        disabled={!hydrated}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          setSpeed(chosen);
          storeSpeed(chosen);
          onChange(chosen);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        {PLAYBACK_SPEEDS.map((option) => (
          <option key={option} value={option}>
            {speedLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
