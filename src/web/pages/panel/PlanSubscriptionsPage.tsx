import { useAdminSubscriptions, usePlanSettings } from '../../api/admin-plan';
import { ArrowLeft } from 'lucide';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { Link } from '../../navigation/Link';
import { PanelPage } from './PanelPage';
import { PlanFigures } from './plan/PlanFigures';
import { PlanHelp } from './plan/PlanHelp';
import { PlanMonths } from './plan/PlanMonths';
import { PlanSettingsForm } from './plan/PlanSettingsForm';
import { PlanSubscribers } from './plan/PlanSubscribers';

function Settings() {
  const settings = usePlanSettings();
  if (settings.isError) {
    return (
      <LoadError>
        Ocurrió un error al obtener el Plan Contador. Intente de nuevo más tarde.
      </LoadError>
    );
  }
  return settings.data ? <PlanSettingsForm settings={settings.data} /> : <ListSkeleton rows={2} />;
}

function Subscriptions() {
  const plan = useAdminSubscriptions();
  if (plan.isPending) return <ListSkeleton />;
  if (plan.isError) {
    return (
      <LoadError>
        Ocurrió un error al obtener las suscripciones. Intente de nuevo más tarde.
      </LoadError>
    );
  }
  return (
    <>
      <PlanFigures plan={plan.data} />
      <PlanMonths months={plan.data.months} />
      <PlanSubscribers subscribers={plan.data.subscribers} />
      <PlanHelp open={plan.data.subscribers.length === 0} />
    </>
  );
}

/**
 * /panel/settings/plan-contador (reached from 'Configuración'): the subscription's price and offer, its MRR and subscribers, each
 * month's new ones and cancellations, and the help to set it up.
 */
export default function PlanSubscriptionsPage() {
  return (
    <PanelPage
      actions={
        <>
          <Link to="/panel/settings" className={buttonClasses('outline')}>
            <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
            Configuración
          </Link>
          <Link to="/plan-contador" className={buttonClasses('outline')}>
            Ver la página del plan
          </Link>
        </>
      }
    >
      <Settings />
      <Subscriptions />
    </PanelPage>
  );
}
