import { formatPrice } from '../../../../shared/money';
import type { PlanOffer } from '../../../../shared/responses/plan-subscription';
import { buttonClasses } from '../../../components/ui/Button';
import { Link } from '../../../navigation/Link';
import { EmptyState } from '../EmptyState';
import { allCoursesLine, PLAN_PATH, PLAN_UNAVAILABLE } from '../../plan/plan-words';

/** No subscription: the plan as it is offered, and the way to its page. */
export function NoSubscription({ plan }: { plan: PlanOffer }) {
  if (!plan.active) return <EmptyState>{PLAN_UNAVAILABLE}</EmptyState>;
  return (
    <EmptyState
      action={
        <Link to={PLAN_PATH} className={buttonClasses('primary')}>
          Conocé el Plan Contador
        </Link>
      }
    >
      No tenés el Plan Contador: {formatPrice(plan.monthlyPrice)} por mes.{' '}
      {allCoursesLine(plan.courses)}
    </EmptyState>
  );
}
