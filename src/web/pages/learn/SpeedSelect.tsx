import { useId, useState } from 'react';
import { PLAYBACK_SPEEDS, speedLabel, storedSpeed, storeSpeed } from './playback-speed';

/** 'Velocidad': the playback speed, remembered on this browser for every lesson. */
export function SpeedSelect({ onChange }: { onChange: (speed: number) => void }) {
  const id = useId();
  const [speed, setSpeed] = useState(storedSpeed);
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id} className="font-medium">
        Velocidad
      </label>
      <select
        id={id}
        value={speed}
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
