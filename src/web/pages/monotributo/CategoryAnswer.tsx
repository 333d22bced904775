import { formatPrice } from '../../../shared/money';
import type { MonotributoParameter } from '../../../shared/monotributo';
import type { MonotributoAnswer } from '../../../shared/responses/monotributo';
import { formatCalendarDate } from '../../../shared/format-date';

/** What decided the category, as the sentence 'Tu categoría la define …' ends. */
const DECIDED_BY: Record<MonotributoParameter, string> = {
  income: 'tus ingresos brutos',
  surface: 'la superficie afectada a tu actividad',
  kwh: 'la energía eléctrica que consumís',
  rent: 'los alquileres que pagás',
};

function Part({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{formatPrice(amount)}</dd>
    </div>
  );
}

/** The calculator's answer: the category and its monthly cost by parts, or the Régimen General. */
export function CategoryAnswer({ answer }: { answer: MonotributoAnswer }) {
  const table = `Tabla vigente desde el ${formatCalendarDate(answer.effectiveFrom)}.`;
  if (answer.overLimit) {
    return (
      <section
        aria-labelledby="answer-title"
        aria-live="polite"
        className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200"
      >
        <h3 id="answer-title" className="text-xl font-bold text-amber-900">
          Fuera del Monotributo
        </h3>
        <p className="text-amber-900">{answer.message}</p>
        <p className="text-sm text-amber-800">
          Lo que supera el último tope: {DECIDED_BY[answer.limitingParameter]}. {table}
        </p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="answer-title"
      aria-live="polite"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Tu categoría</p>
        <h3 id="answer-title" className="text-3xl font-bold text-brand-900">
          Categoría {answer.category}
        </h3>
        <p className="text-slate-700">
          Pagás <strong className="text-slate-900">{formatPrice(answer.monthlyTotal)}</strong> por
          mes.
        </p>
      </div>
      <dl className="divide-y divide-slate-100 text-sm">
        <Part label="Impuesto integrado" amount={answer.parts.tax} />
        <Part label="Aporte jubilatorio (SIPA)" amount={answer.parts.sipa} />
        <Part label="Obra social" amount={answer.parts.health} />
      </dl>
      <p className="text-sm text-slate-700">
        Tu categoría la define {DECIDED_BY[answer.limitingParameter]}.{' '}
        {answer.nextCategory
          ? `Podés facturar ${formatPrice(answer.headroom)} más en 12 meses antes de pasar a la categoría ${answer.nextCategory}.`
          : `Es la última categoría: ${formatPrice(answer.headroom)} más en 12 meses y salís del Monotributo.`}
      </p>
      <p className="text-xs text-slate-500">
        {table} La obra social es por titular: cada adherente suma la misma cuota.
      </p>
    </section>
  );
}
