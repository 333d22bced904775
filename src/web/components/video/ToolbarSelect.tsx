import { useId } from 'react';

type ToolbarSelectProps = {
  label: string;
  value: number;
  options: { value: number; label: string }[];
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** A labelled choice in the toolbar under a video: 'Velocidad', 'Calidad'. */
export function ToolbarSelect({ label, value, options, onChange, disabled }: ToolbarSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
