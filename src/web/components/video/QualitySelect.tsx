import { useId } from 'react';

/** A quality the stream offers, by its index in the player and its frame height. */
export type QualityLevel = { index: number; height: number };

/** The automatic choice: the player picks by the connection. */
export const AUTO_QUALITY = -1;

/** 'Calidad': 'Automática' or one of the stream's qualities, tallest first. */
export function QualitySelect({
  levels,
  value,
  onChange,
}: {
  levels: QualityLevel[];
  value: number;
  onChange: (level: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id} className="font-medium">
        Calidad
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        <option value={AUTO_QUALITY}>Automática</option>
        {[...levels]
          .sort((a, b) => b.height - a.height)
          .map((level) => (
            <option key={level.index} value={level.index}>
              {level.height}p
            </option>
          ))}
      </select>
    </div>
  );
}
