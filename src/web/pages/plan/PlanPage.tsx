import { PLAN_CONTADOR_META } from '../../../shared/page-meta/plan-subscription';
import { usePlanOffer } from '../../api/plan-subscription';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { usePageMeta } from '../../lib/use-page-meta';
import { PlanBanner } from './PlanBanner';
import { PlanOfferCard } from './PlanOfferCard';
import { PlanTerms } from './PlanTerms';

function Offer() {
  const { data: offer, isError } = usePlanOffer();
  if (offer) return <PlanOfferCard offer={offer} />;
  return isError ? (
    <LoadError>No pudimos obtener el precio del plan. Intentá de nuevo en unos minutos.</LoadError>
  ) : (
    <ListSkeleton />
  );
}

/**
 * /plan-contador: the monthly subscription to every course, what it includes, how it renews and
 * is cancelled, and 'Suscribirme' (none while it is not offered).
 */
export default function PlanPage() {
  usePageMeta(PLAN_CONTADOR_META);
  return (
    <>
      <PlanBanner />
      <div className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-12">
          {/* The price and 'Suscribirme' first (on a phone, above the terms); beside them from lg. */}
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <Offer />
          </div>
          <div className="lg:col-start-1 lg:row-start-1">
            <PlanTerms />
          </div>
        </div>
      </div>
    </>
  );
}
