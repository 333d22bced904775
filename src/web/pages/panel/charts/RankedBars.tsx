import { MeterBar } from './MeterBar';

export type RankedRow = { key: string; label: string; detail: string; value: number };

/** One line per row, in the order given, each with a bar as long as its share of the largest. */
export function RankedBars({ rows, label }: { rows: RankedRow[]; label: string }) {
  const top = Math.max(...rows.map((row) => row.value));
  return (
    <ul role="list" aria-label={label} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.key} className="flex flex-col gap-1.5 text-sm">
          <span className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium text-slate-800">{row.label}</span>
            <span className="text-slate-600 tabular-nums">{row.detail}</span>
          </span>
          <MeterBar value={row.value} top={top} />
        </li>
      ))}
    </ul>
  );
}
