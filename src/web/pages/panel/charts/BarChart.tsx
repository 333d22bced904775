const WIDTH = 300;
const HEIGHT = 100;
/** A bar of nothing still shows a sliver, so that the bars read as a row. */
const EMPTY_BAR = 1.5;

/** One bar: its value (the height) and what hovering it says. */
export type Bar = { key: string; value: number; title: string };

type BarChartProps = {
  bars: Bar[];
  /** The whole chart in words, for screen readers. */
  summary: string;
  /** How a value reads: the highest one is written at the top of the scale ('$ 49.001,00'). */
  format: (value: number) => string;
  /** Under the first and the last bar. */
  startLabel: string;
  endLabel: string;
};

/**
 * Bars side by side in inline SVG, as high as their values, the highest reaching the top. The
 * SVG is one image with a summary for screen readers; a table of the figures goes beside it.
 */
export function BarChart({ bars, summary, format, startLabel, endLabel }: BarChartProps) {
  const top = Math.max(...bars.map((bar) => bar.value));
  const slot = WIDTH / bars.length;
  return (
    <div className="flex flex-col gap-1.5 text-xs text-slate-600 tabular-nums">
      <span aria-hidden="true">{format(top)}</span>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full border-t border-b border-dashed border-t-slate-200 border-b-slate-300"
      >
        {bars.map((bar, index) => {
          const height = top > 0 ? Math.max((bar.value / top) * HEIGHT, EMPTY_BAR) : EMPTY_BAR;
          return (
            <rect
              key={bar.key}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              className={bar.value > 0 ? 'fill-brand-600 hover:fill-accent-500' : 'fill-slate-200'}
            >
              <title>{bar.title}</title>
            </rect>
          );
        })}
      </svg>
      <span aria-hidden="true" className="flex justify-between">
        <span>{startLabel}</span>
        <span>{endLabel}</span>
      </span>
    </div>
  );
}
