import { formatPrice } from '../../../shared/money';
import type { PlanOffer } from '../../../shared/responses/plan-subscription';
import { allCoursesLine, PLAN_UNAVAILABLE } from './plan-words';
import { SubscribeAction } from './SubscribeAction';

/** The white card with the monthly price and 'Suscribirme'; only the notice while it is not offered. */
export function PlanOfferCard({ offer }: { offer: PlanOffer }) {
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold text-brand-900">Plan Contador</h2>
      {offer.active ? (
        <>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-bold text-brand-900 tabular-nums">
              {formatPrice(offer.monthlyPrice)}
            </span>
            <span className="text-slate-600">por mes</span>
          </p>
          <p className="text-slate-700">{allCoursesLine(offer.courses)}</p>
          <SubscribeAction />
        </>
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200">
          {PLAN_UNAVAILABLE}
        </p>
      )}
    </div>
  );
}
