import { CircleCheck, TrendingUp } from 'lucide';
import { Icon } from '../../components/ui/Icon';

const BARS = [38, 52, 44, 63, 58, 76, 88];
const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul'];
const CHART_WIDTH = 280;
/** The middle of the bar at that index, in the chart's own units. */
const barCenter = (index: number) => 23 + index * 38;

/** Decorative drawing of a small financial dashboard (pure SVG and Tailwind, no images). */
export default function HeroIllustration() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-lg" aria-hidden="true">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-brand-200/60 via-brand-100/40 to-accent-300/40 blur-2xl" />
      <div className="relative rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
        <p className="text-xs font-medium text-slate-600">Resultado del ejercicio</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p className="text-2xl font-bold text-brand-900">$ 18.450.000</p>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            <Icon node={TrendingUp} className="size-3.5" />
            +18%
          </span>
        </div>
        <svg viewBox={`0 0 ${CHART_WIDTH} 120`} className="mt-6 w-full" role="presentation">
          {[30, 60, 90].map((y) => (
            <line key={y} x1="0" x2="280" y1={y} y2={y} stroke="#e2e8f0" strokeDasharray="4 4" />
          ))}
          {BARS.map((height, index) => (
            <rect
              key={index}
              x={12 + index * 38}
              y={118 - height}
              width="22"
              height={height}
              rx="5"
              fill={index === BARS.length - 1 ? '#15324f' : '#a9c9e4'}
            />
          ))}
          <polyline
            points={BARS.map((height, index) => `${barCenter(index)},${104 - height}`).join(' ')}
            fill="none"
            stroke="#e09a16"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle
            cx={barCenter(6)}
            cy={104 - 88}
            r="5"
            fill="#e09a16"
            stroke="#fff"
            strokeWidth="2"
          />
        </svg>
        {/* Each month sits under the middle of its bar, whatever the drawing's width. */}
        <div className="relative mt-2 h-4 text-[11px] font-medium text-slate-600">
          {MONTHS.map((month, index) => (
            <span
              key={month}
              className="absolute -translate-x-1/2"
              style={{ left: `${(barCenter(index) / CHART_WIDTH) * 100}%` }}
            >
              {month}
            </span>
          ))}
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3 border-t border-slate-100 pt-5 text-center">
          {[
            ['IVA', 'Al día'],
            ['IIBB', 'Al día'],
            ['Ganancias', 'Presentada'],
          ].map(([tax, state]) => (
            <div key={tax} className="rounded-xl bg-brand-50 px-2 py-2.5">
              <p className="text-xs font-semibold text-brand-900">{tax}</p>
              <p className="text-[11px] text-brand-700">{state}</p>
            </div>
          ))}
        </div>
      </div>
      {/* On a phone the badge sits under the card, inside the screen; from sm up it overlaps the corner. */}
      <div className="relative mx-auto mt-4 flex w-fit items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200 sm:absolute sm:-bottom-6 sm:-left-10 sm:mt-0">
        <span className="flex size-9 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <Icon node={CircleCheck} className="size-5" />
        </span>
        <div>
          <p className="text-sm font-semibold text-brand-900">Declaración jurada</p>
          <p className="text-xs text-slate-600">Presentada en término</p>
        </div>
      </div>
      <div className="absolute -top-5 right-2 rounded-2xl bg-brand-900 px-4 py-3 shadow-lg sm:-right-8">
        <p className="text-xs text-brand-100">Vencimiento</p>
        <p className="text-sm font-semibold text-accent-300">18/07 · Monotributo</p>
      </div>
    </div>
  );
}
