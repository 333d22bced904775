/**
 * A horizontal bar in inline SVG, as long as `value` is of `top`, beside figures written out
 * in text (so it is decoration to a screen reader).
 */
export function MeterBar({ value, top }: { value: number; top: number }) {
  const width = top > 0 ? (value / top) * 100 : 0;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      className="h-2.5 w-full rounded-full bg-slate-100"
    >
      {width > 0 && (
        <rect width={Math.max(width, 1)} height="8" rx="2" className="fill-brand-600" />
      )}
    </svg>
  );
}
