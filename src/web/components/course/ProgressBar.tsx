import { clsx } from 'clsx';

type ProgressBarProps = { percent: number; label: string; className?: string };

/** A horizontal bar for a 0–100 percent, announced as a progress bar named `label`. */
export function ProgressBar({ percent, label, className }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-all"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
