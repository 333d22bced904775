import { Repeat } from 'lucide';
import { formatPrice } from '../../../shared/money';
import { usePlanOffer } from '../../api/plan-subscription';
import { buttonClasses } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/IconTile';
import { Link } from '../../navigation/Link';
import { allCoursesLine, PLAN_PATH } from '../plan/plan-words';

/**
 * The 'Plan Contador' under the catalogue, while it is offered. Drawn in the browser only (the
 * catalogue's render does not read the offer), below everything else so nothing moves.
 */
export default function CatalogPlan() {
  const { data: offer } = usePlanOffer();
  if (!offer?.active) return null;
  return (
    <section aria-labelledby="catalog-plan" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
      <div className="flex flex-col gap-5 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <IconTile icon={Repeat} size="lg" className="rounded-xl bg-brand-800 text-accent-300" />
          <div className="flex flex-col gap-1">
            <h2 id="catalog-plan" className="text-2xl font-bold">
              Plan Contador
            </h2>
            <p className="text-brand-100">
              {allCoursesLine(offer.courses)} {formatPrice(offer.monthlyPrice)} por mes.
            </p>
          </div>
        </div>
        <Link to={PLAN_PATH} className={buttonClasses('accent', 'shrink-0')}>
          Conocé el Plan Contador
        </Link>
      </div>
    </section>
  );
}
